import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The WCAG 2.1 A/AA violations of the page as it stands, critical and serious only (what the
 * suite refuses), each with the selectors of the offending nodes so a failure says where to look.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      id: v.id,
      impact: String(v.impact),
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
}
