import { readFileSync } from 'node:fs';
import { ACTION_ERROR_CODES, GRAPHQL_ERROR_CODES } from '@petwell/domain';
import { describe, expect, it } from 'vitest';

// docs/error-codes.md is the integrators' list of codes; the domain's lists are what the code
// raises and the web app reads. Each must name exactly the other's codes.
const doc = readFileSync(new URL('./error-codes.md', import.meta.url), 'utf8');

/** The codes in the first column of the tables under the heading that starts with `heading`. */
function documentedCodes(heading: string): string[] {
  const start = doc.split('\n').findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`docs/error-codes.md has no heading '${heading}'`);
  const codes: string[] = [];
  for (const line of doc.split('\n').slice(start + 1)) {
    if (/^#{1,3} /.test(line)) break;
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, code] of first.matchAll(/`([a-z-]+)`/g)) if (code) codes.push(code);
  }
  return codes;
}

const sorted = (codes: Iterable<string>) => [...new Set(codes)].sort();

describe('docs/error-codes.md', () => {
  it('lists exactly the codes of GraphQL-level errors', () => {
    expect(sorted(documentedCodes('## GraphQL API'))).toEqual(sorted(GRAPHQL_ERROR_CODES));
  });

  it('lists exactly the codes the actions raise', () => {
    expect(sorted(documentedCodes('## Actions'))).toEqual(sorted(ACTION_ERROR_CODES));
  });

  it('uses only action codes for the payment answer and the file routes', () => {
    const answers = [
      ...documentedCodes('### The payment answer'),
      ...documentedCodes('## File routes'),
    ];
    expect(answers.length).toBeGreaterThan(0);
    expect(
      answers.filter((code) => !(ACTION_ERROR_CODES as readonly string[]).includes(code)),
    ).toEqual([]);
  });
});
