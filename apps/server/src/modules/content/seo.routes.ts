import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@cidpex/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { textOf } from './content.html';
import * as svc from './content.service';

/** The fixed pages and where the portal shows them (the web's features/content/lib/paths.ts). */
export const PAGE_PATHS: Record<string, string> = {
  exhibitionGuide: '/exhibition/exhibitionGuide',
  programme: '/exhibition/programme',
  review: '/exhibition/review',
  sponsor: '/exhibition/sponsor',
  supportMedia: '/exhibition/supportMedia',
  exhibitorService: '/exhibition/exhibitorService',
  trafficStrategy: '/exhibition/trafficStrategy',
  accommodationStrategy: '/exhibition/accommodationStrategy',
  travelstrategy: '/exhibition/travelstrategy',
  foodStrategy: '/exhibition/foodStrategy',
  printingStrategy: '/exhibition/printingStrategy',
  VisitorNotice: '/introduce/VisitorNotice',
  ExchangePlatform: '/introduce/ExchangePlatform',
};
const NEWS_LIST = '/introduce/ExhibitionNews';
const NEWS_TITLE: Record<Locale, string> = { 'zh-Hans': '新闻资讯', 'zh-Hant': '新聞資訊', en: 'News' };

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function pathOf(item: { id: number; code: string | null }) {
  return item.code && PAGE_PATHS[item.code] ? PAGE_PATHS[item.code]! : `/content?id=${item.id}`;
}

function withLang(base: string, pathAndQuery: string, lang: Locale) {
  const url = new URL(pathAndQuery, base);
  url.searchParams.set('lang', lang);
  return url.toString();
}

interface Head {
  title: string;
  description: string;
  path: string;
  html: string;
}

/**
 * index.html with the page's title, description, canonical URL and hreflang links in the
 * head, and its text in the boot placeholder (replaced when the app starts): search engines
 * and link previews read the page without running script.
 */
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
  return index
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${esc(head.title)}</title>\n    ${links}`)
    .replace(/(<div id="boot"[^>]*>)[\s\S]*?(<\/div>)/, `$1${head.html}$2`);
}

function localeOf(request: FastifyRequest): Locale {
  const q = (request.query as { lang?: string }).lang;
  return q && (LOCALES as readonly string[]).includes(q) ? (q as Locale) : request.locale;
}

/** Server-rendered text of the public content and news pages, and the sitemap. */
export default async function seoRoutes(fastify: FastifyInstance) {
  const { db, config } = fastify.deps;
  const base = config.publicUrl;

  fastify.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const items = await svc.sitemapEntries(db);
    const entry = (p: string, lastmod?: Date) =>
      `<url><loc>${esc(withLang(base, p, 'zh-Hans'))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${LOCALES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(withLang(base, p, l))}"/>`,
      ).join('')}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      entry('/home'),
      entry(NEWS_LIST),
      ...items.map((i) => entry(pathOf(i), i.updatedAt)),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').send(body);
  });

  const dist = config.webDist;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return;
  const index = () => fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

  async function send(reply: FastifyReply, lang: Locale, head: Head | null) {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(head ? renderIndex(index(), head, lang, base) : index());
  }

  async function contentHead(key: string, lang: Locale, textOnly: boolean): Promise<Head | null> {
    try {
      const item = await svc.publicContent(db, key, lang, false);
      const body = textOnly ? `<p>${esc(textOf(item.body))}</p>` : item.body;
      return {
        title: item.title,
        description: item.summary || textOf(item.body).slice(0, 160),
        path: pathOf(item),
        html: `<article><h1>${esc(item.title)}</h1>${item.summary ? `<p>${esc(item.summary)}</p>` : ''}${body}</article>`,
      };
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
  }

  for (const [code, p] of Object.entries(PAGE_PATHS)) {
    fastify.get(p, { schema: { hide: true } }, async (request, reply) => {
      const lang = localeOf(request);
      return send(reply, lang, await contentHead(code, lang, false));
    });
  }
  for (const p of ['/content', '/textContent']) {
    fastify.get(p, { schema: { hide: true } }, async (request, reply) => {
      const lang = localeOf(request);
      const id = (request.query as { id?: string }).id;
      const head =
        id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await contentHead(id, lang, p === '/textContent') : null;
      return send(reply, lang, head);
    });
  }
  fastify.get(NEWS_LIST, { schema: { hide: true } }, async (request, reply) => {
    const lang = localeOf(request);
    const page = await svc.publicPage(db, { catalogCode: 'news', kind: 'news', page: 1, pageSize: 20 }, lang);
    const list = page.rows
      .map((r) => `<li><a href="${esc(pathOf(r))}">${esc(r.title)}</a> ${esc(r.summary)}</li>`)
      .join('');
    return send(reply, lang, {
      title: NEWS_TITLE[lang],
      description: page.rows
        .slice(0, 3)
        .map((r) => r.title)
        .join(' · '),
      path: NEWS_LIST,
      html: `<h1>${esc(NEWS_TITLE[lang])}</h1><ul>${list}</ul>`,
    });
  });
}
