import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * The rules axe-core runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA and axe's best practices
 * (landmark-unique, region, heading-order, ...).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules axe still calls experimental, so the tags above leave them out, that the pages are held
 * to: a control's accessible name must hold its visible text (WCAG 2.5.3 Label in Name).
 */
const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/** Impacts that fail a page whatever the rule. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** Whether a finding fails the page: any WCAG A/AA finding, and a serious or critical one. */
function fails(violation: { tags: string[]; impact?: string | null }): boolean {
  const wcag = violation.tags.some((tag) => /^wcag2[0-9]?a{1,2}$/.test(tag));
  return wcag || FAILING_IMPACTS.has(violation.impact ?? '');
}

/**
 * Runs axe-core on the page as it is now and fails with one readable line per failing finding
 * (rule, impact, help and the offending elements). A minor or moderate best-practice finding
 * does not fail the test; it is noted on the test's report.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const enabled = Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]));
  const results = await new AxeBuilder({ page })
    .options({ rules: enabled })
    .withTags(TAGS)
    .analyze();
  const failing = results.violations.filter(fails);
  for (const violation of results.violations.filter((v) => !fails(v)))
    test.info().annotations.push({
      type: 'axe',
      description: `${label}: ${violation.id} (${violation.impact ?? 'n/a'}), ${String(violation.nodes.length)} element(s)`,
    });
  const lines = failing.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.trimEnd())
      .join('\n');
    const more =
      violation.nodes.length > 5 ? `\n      … and ${String(violation.nodes.length - 5)} more` : '';
    return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}${more}`;
  });
  expect(failing, `accessibility violations on ${label}:\n${lines.join('\n')}`).toEqual([]);
}
