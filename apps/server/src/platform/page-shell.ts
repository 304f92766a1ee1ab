import fs from 'node:fs';
import path from 'node:path';
import { LOCALE_COOKIE, LOCALES, type Locale } from '@cidpex/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The app's index.html as the server sends a public page (issue 22): the page's language, its head
 * (title, description, canonical and hreflang links) and the page's first text in the boot
 * placeholder, which the app replaces when it starts. A slow phone paints the page's largest
 * text or picture at once instead of after the app's code and data; search engines and link
 * previews read it without running script. Domains draw their own pages with these helpers.
 */

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function withLang(base: string, pathAndQuery: string, lang: Locale) {
  const url = new URL(pathAndQuery, base);
  url.searchParams.set('lang', lang);
  return url.toString();
}

export interface Head {
  title: string;
  description: string;
  path: string;
  html: string;
  /**
   * The page's largest picture, asked for first thing in the head (after the charset): before it, the browser (and
   * Lighthouse's simulated phone, six connections an origin) queues it behind the app's 70 script
   * chunks, and the picture a phone paints first arrives last.
   */
  image?: string;
}

/** index.html with the page's head and its text in the boot placeholder. */
export function renderIndex(index: string, head: Head, lang: Locale, base: string): string {
  const links = [
    `<link rel="canonical" href="${esc(withLang(base, head.path, lang))}" data-content="1" />`,
    ...LOCALES.map(
      (l) =>
        `<link rel="alternate" hreflang="${l}" href="${esc(withLang(base, head.path, l))}" data-content="1" />`,
    ),
    `<meta name="description" content="${esc(head.description)}" data-content="${esc(new URL(head.path, base).pathname)}" />`,
    `<meta property="og:title" content="${esc(head.title)}" />`,
    `<meta property="og:description" content="${esc(head.description)}" />`,
  ].join('\n    ');
  const withHead = index
    .replace(/<meta charset="[^"]*" \/>/, (charset) =>
      head.image
        ? `${charset}\n    <link rel="preload" as="image" href="${esc(head.image)}" fetchpriority="high" />`
        : charset,
    )
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${esc(head.title)}</title>\n    ${links}`);
  return renderBoot(withHead, head.html, lang);
}

/**
 * index.html in a language: the page's language on <html> and, when given, the fair's
 * description in that language instead of the built (Simplified Chinese) one (issue 24).
 */
export function localizeIndex(index: string, lang: Locale, description: string | null): string {
  const withLang = index.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
  return description === null
    ? withLang
    : withLang.replace(
        /<meta name="description" content="[^"]*"/,
        `<meta name="description" content="${esc(description)}"`,
      );
}

/** index.html with only the boot placeholder filled (and the page's language); the head stays the app's own. */
export function renderBoot(index: string, html: string, lang: Locale): string {
  return index
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/(<div id="boot"[^>]*>)[\s\S]*?(<\/div>)/, `$1${html}$2`);
}

const isLocale = (value: string | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? '');
const LANG_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`);

/**
 * The language of a page drawn here, as the app will choose it (web lib/route-rules.ts
 * initialLang): ?lang, else the language the reader chose before (its cookie), else the browser's.
 */
export function localeOf(request: FastifyRequest): Locale {
  const asked = (request.query as { lang?: string }).lang;
  if (isLocale(asked)) return asked;
  const chosen = LANG_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return isLocale(chosen) ? chosen : request.locale;
}

/** A page's `?id=` when it is a positive 32-bit integer, else null (the app then says what is wrong). */
export function idQuery(request: FastifyRequest): number | null {
  const id = Number((request.query as { id?: string }).id);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

/** The built app's files a page is drawn from, or null when the server runs without the web app. */
export function pageShell(dist: string | undefined) {
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return null;
  // Read on each page, as the app's own fallback does: a rebuilt app is served without a restart.
  const index = () => fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const textsFile = path.join(dist, 'boot-texts.json');
  /** A catalog text written by the web build (apps/web/build/boot-texts.ts); null when the build has none. */
  const text = (lang: Locale, key: string): string | null => {
    if (!fs.existsSync(textsFile)) return null;
    const texts = JSON.parse(fs.readFileSync(textsFile, 'utf8')) as Record<string, Record<string, string>>;
    return texts[lang]?.[key] ?? null;
  };
  /**
   * index.html in the page's language: its <html lang> and the fair's description in it (the
   * built file is the Simplified Chinese site's). Pages drawn with renderBoot start from it.
   */
  const localIndex = (lang: Locale) => localizeIndex(index(), lang, text(lang, 'common:fair.description'));
  const send = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  /**
   * A page at its Chinese-site address (in the reader's language) and its English-site address
   * (always English, as the app draws it). `draw` answers the page's HTML, or null (or an
   * AppError: no such exhibitor, not on sale, no fair yet) to leave the page to the app.
   */
  const page = (
    fastify: FastifyInstance,
    [chinesePath, englishPath]: [string, string],
    draw: (lang: Locale, request: FastifyRequest, path: string) => Promise<string | null> | string | null,
  ) => {
    for (const [p, english] of [
      [chinesePath, false],
      [englishPath, true],
    ] as const) {
      fastify.get(p, { schema: { hide: true } }, async (request, reply) => {
        const lang: Locale = english ? 'en' : localeOf(request);
        try {
          return send(reply, (await draw(lang, request, p)) ?? localIndex(lang));
        } catch (err) {
          if (err instanceof AppError) return send(reply, localIndex(lang));
          throw err;
        }
      });
    }
  };
  return { index, localIndex, text, send, page };
}
