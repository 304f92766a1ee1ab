import { LOCALES, type Locale } from '@cidpex/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors';
import {
  esc,
  type Head,
  localeOf,
  pageShell,
  renderBoot,
  renderIndex,
  withLang,
} from '../../platform/page-shell';
import { currentFair } from '../fair';
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

function pathOf(item: { id: number; code: string | null }) {
  return item.code && PAGE_PATHS[item.code] ? PAGE_PATHS[item.code]! : `/content?id=${item.id}`;
}

/** The fair's days as the hero writes them: "15 May 2024 – 17 May 2024", "2024年5月15日 – 2024年5月17日". */
function fairDays(startDate: string, endDate: string, lang: Locale) {
  const format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const day = (d: string) => format.format(new Date(`${d}T00:00:00Z`));
  return `${day(startDate)} – ${day(endDate)}`;
}

export function heroHtml(
  fair: { name: string; venue: string; startDate: string; endDate: string },
  lang: Locale,
) {
  return `<section class="boot-hero"><div class="boot-hero__inner"><p class="boot-hero__edition"></p><h1 class="boot-hero__title">${esc(fair.name)}</h1><p class="boot-hero__facts">${esc(fairDays(fair.startDate, fair.endDate, lang))} · ${esc(fair.venue)}</p></div></section>`;
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

  const shell = pageShell(config.webDist);
  if (!shell) return;
  const { index } = shell;

  async function send(reply: FastifyReply, lang: Locale, head: Head | null) {
    return shell!.send(reply, head ? renderIndex(index(), head, lang, base) : index());
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
  // The homes: the Chinese site's in the reader's script, the English site's in English. No
  // current fair yet (an empty database, an AppError): the app's own page, as before.
  shell.page(fastify, ['/home', '/IndexEn'], async (lang) =>
    renderBoot(shell.localIndex(lang), heroHtml(await currentFair(db, lang), lang), lang),
  );

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
