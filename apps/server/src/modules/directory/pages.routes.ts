import type { Locale } from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { esc, idQuery, localeOf, pageShell, renderBoot, renderIndex } from '../../platform/page-shell';
import * as svc from './directory.service';

/** The box the web's exhibitor list draws first (features/directory/pages/exhibitor-list-page.tsx). */
export function listBootHtml(title: string, intro: string) {
  return `<div class="boot-page"><header><h1 class="boot-title">${esc(title)}</h1><p class="boot-muted">${esc(intro)}</p></header></div>`;
}

/** The cover and heading the web's exhibitor page draws first (features/directory/pages/enterprise-page.tsx). */
const coverOf = (coverUrl: string) => `${coverUrl}?width=1600`;

export function enterpriseBootHtml(site: {
  displayName: string;
  coverUrl: string | null;
  hallName: string | null;
  areaName: string | null;
  countryName: string | null;
  industryName: string | null;
  boothNos: string[];
}) {
  // The same picture (and size) as the page's own, so the browser fetches it once, early.
  const cover = site.coverUrl
    ? `<div class="boot-cover"><img src="${esc(coverOf(site.coverUrl))}" alt="" fetchpriority="high"></div>`
    : '';
  const where = [site.boothNos.join(' '), site.hallName, site.areaName, site.countryName, site.industryName]
    .filter(Boolean)
    .join(' · ');
  return `${cover}<div class="boot-page"><header><h1 class="boot-title">${esc(site.displayName)}</h1>${where ? `<p class="boot-muted">${esc(where)}</p>` : ''}</header></div>`;
}

/**
 * The exhibitor list and an exhibitor's page as the server sends them (issue 22): their heading,
 * and the exhibitor's cover and name, are in the HTML, so a phone paints them before the app's
 * code and data arrive; an exhibitor's page also carries its own title and description for link
 * previews and search engines. English-site paths are English, as the app draws them.
 */
export default async function directoryPages(fastify: FastifyInstance) {
  const { db, config } = fastify.deps;
  const shell = pageShell(config.webDist);
  if (!shell) return;

  for (const [p, english] of [
    ['/exhibitorList', false],
    ['/exhibitor/exhibitorListEn', true],
  ] as const) {
    fastify.get(p, { schema: { hide: true } }, async (request, reply) => {
      const lang: Locale = english ? 'en' : localeOf(request);
      const title = shell.text(lang, 'directory:list.title');
      const intro = shell.text(lang, 'directory:list.intro');
      if (title === null || intro === null) return shell.send(reply, shell.index());
      return shell.send(reply, renderBoot(shell.index(), listBootHtml(title, intro), lang));
    });
  }

  for (const [p, english] of [
    ['/exhibitor/companyInfo', false],
    ['/en/enterprise/detail', true],
  ] as const) {
    fastify.get(p, { schema: { hide: true } }, async (request, reply) => {
      const lang: Locale = english ? 'en' : localeOf(request);
      const id = idQuery(request);
      if (id === null) return shell.send(reply, shell.index());
      try {
        const site = await svc.enterpriseSite(db, lang, id);
        const where = [site.hallName, site.countryName, site.industryName].filter(Boolean).join(' · ');
        return shell.send(
          reply,
          renderIndex(
            shell.index(),
            {
              title: site.displayName,
              description: (site.profile ?? '').replace(/\s+/g, ' ').trim().slice(0, 160) || where,
              path: `${p}?id=${id}`,
              html: enterpriseBootHtml(site),
              ...(site.coverUrl ? { image: coverOf(site.coverUrl) } : {}),
            },
            lang,
            config.publicUrl,
          ),
        );
      } catch (err) {
        // Not an exhibitor of the fair: the app says so itself.
        if (err instanceof AppError) return shell.send(reply, shell.index());
        throw err;
      }
    });
  }
}
