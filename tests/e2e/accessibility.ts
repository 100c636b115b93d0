/**
 * axe-core over what a page shows now: a serious or critical violation of WCAG 2.1 A/AA or of axe's best practices fails the test, naming each
 * rule with the elements that break it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const NODES_SHOWN = 5;

/** The address each page was last checked at, so the check of the page a test ends on is not run twice. */
const lastCheckedUrl = new WeakMap<Page, string>();

export function wasCheckedAt(page: Page, url: string): boolean {
  return lastCheckedUrl.get(page) === url;
}

/**
 * A frame whose sandbox allows no scripts cannot run axe: axe-core waits on it forever. Such frames show
 * content the product does not write (an email preview, an embedded page), so they are left out.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * axe reads colours as they are drawn at that moment: a button caught half-way through its transition from disabled
 * to enabled reads as a contrast failure. Transitions are switched off while axe looks, so it sees the settled page.
 */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation: none !important; }';

export async function accessibilityViolations(page: Page): Promise<string[]> {
  const settled = await page.addStyleTag({ content: NO_TRANSITIONS });
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .exclude(SCRIPTLESS_FRAMES)
    .analyze()
    // A page that navigated meanwhile has lost the style with the rest of its document.
    .finally(() => settled.evaluate((style) => (style as HTMLStyleElement).remove()).catch(() => undefined));
  lastCheckedUrl.set(page, page.url());
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      return [`${violation.id} (${violation.impact}, ${violation.nodes.length} elements): ${violation.help}`, ...nodes].join('\n');
    });
}

/** Fails with every serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await accessibilityViolations(page);
  if (violations.length > 0) {
    throw new Error(`axe-core found accessibility violations on ${page.url()}:\n${violations.join('\n')}`);
  }
}
