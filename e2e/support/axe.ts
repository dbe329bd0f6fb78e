import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core's WCAG 2 A and AA rules on the page as it is now and fails with one readable
 * line per violation (rule, impact, help and the offending elements).
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const lines = results.violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.trimEnd())
      .join('\n');
    const more =
      violation.nodes.length > 5 ? `\n      … and ${String(violation.nodes.length - 5)} more` : '';
    return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}${more}`;
  });
  expect(results.violations, `accessibility violations on ${label}:\n${lines.join('\n')}`).toEqual(
    [],
  );
}
