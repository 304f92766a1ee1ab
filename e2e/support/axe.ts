import type { Page } from '@playwright/test';
import axeCore from 'axe-core';
import { expect } from './fixtures';

/** What axe checks in the journeys: WCAG 2 A and AA, violations only. */
const AXE_OPTIONS = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] };

/**
 * axe-core run in the page itself: the WCAG 2 A/AA violations of the page as it is now, each as
 * "rule: target, target". axe is put into each frame once and stays there while the app moves
 * between routes without a reload; @axe-core/playwright's AxeBuilder injects it again and opens a
 * blank page to merge the results on every call (1.2–3.3 s a page against 0.4–0.6 s here, same
 * rules, same results). Each frame is checked on its own (a child frame's targets start with
 * "frame N >"), the way axe's own frame messaging would but without its waits.
 */
export async function axeViolations(page: Page, exclude?: string): Promise<string[]> {
  const found: string[] = [];
  const frames = page.frames();
  for (const [index, frame] of frames.entries()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => null);
    if (present === null) continue; // detached while we looked
    if (!present) await frame.evaluate(axeCore.source);
    const violations = await frame.evaluate(
      async ({ options, exclude }) => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        const context = exclude ? { exclude: [[exclude]] } : document;
        const result = await axe.run(context, {
          ...(options as import('axe-core').RunOptions),
          iframes: false,
        });
        return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
      },
      { options: AXE_OPTIONS, exclude },
    );
    const where = index === 0 ? '' : `frame ${index} > `;
    for (const v of violations) found.push(`${v.id}: ${v.targets.map((t) => where + t).join(', ')}`);
  }
  return found;
}

/** No WCAG 2 A/AA violation on the page as it is now. */
export async function expectAxeClean(page: Page) {
  expect(await axeViolations(page), page.url()).toEqual([]);
}
