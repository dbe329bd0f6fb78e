/**
 * Hasura's URL templates: `{{NAME}}` is replaced by the environment variable NAME
 * (`http://{{APP_HOST}}:{{APP_PORT}}/v1/api`); an unclosed `{{` is plain text.
 */
export type RenderedTemplate = { value: string } | { missing: string[] };

export function renderEnvTemplate(
  template: string,
  env: Readonly<Record<string, string | undefined>>,
): RenderedTemplate {
  let value = '';
  const missing: string[] = [];
  let rest = template;
  for (;;) {
    const open = rest.indexOf('{{');
    const close = open === -1 ? -1 : rest.indexOf('}}', open + 2);
    if (close === -1) break;
    const name = rest.slice(open + 2, close);
    const resolved = env[name];
    if (resolved === undefined) missing.push(name);
    value += rest.slice(0, open) + (resolved ?? '');
    rest = rest.slice(close + 2);
  }
  return missing.length > 0 ? { missing } : { value: value + rest };
}

/** Hasura's inconsistent-metadata text for a handler whose variables are unset. */
export function missingVariablesMessage(missing: readonly string[]): string {
  return `Value for environment variables not found: ${missing.join(', ')}`;
}
