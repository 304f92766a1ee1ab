import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

export type Lang = 'zh-Hans' | 'zh-Hant' | 'en';
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.out/screens');

/** Opens the portal with a stored language, as a returning visitor would have it. */
export async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('lang')) {
      localStorage.setItem('lang', l);
      localStorage.setItem('webSite', l);
    }
  }, lang);
}

/** Keeps a screenshot of a journey's last screen (ARCHITECTURE §7). */
export async function keepScreenshot(page: Page, name: string, project: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${project}.png`), fullPage: false });
}

export { uniqueMobile } from './journeys';
/**
 * Each journey is a different visitor's phone: its own client address (the journey server
 * trusts X-Forwarded-For), so the per-IP limits on codes apply per journey as they would at
 * the fair, and a whole run does not exhaust one address's hourly allowance.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, info) => {
    const h = createHash('sha256').update(`${info.testId}:${info.project.name}:${info.retry}`).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${h[0]}.${h[1]}.${((h[2] ?? 0) % 254) + 1}` });
  },
});
export { expect };
