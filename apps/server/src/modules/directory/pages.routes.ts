import type { FastifyInstance } from 'fastify';
import { esc, idQuery, pageShell, renderBoot, renderIndex } from '../../platform/page-shell';
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

  shell.page(fastify, ['/exhibitorList', '/exhibitor/exhibitorListEn'], (lang) => {
    const title = shell.text(lang, 'directory:list.title');
    const intro = shell.text(lang, 'directory:list.intro');
    return title === null || intro === null
      ? null
      : renderBoot(shell.localIndex(lang), listBootHtml(title, intro), lang);
  });

  shell.page(fastify, ['/exhibitor/companyInfo', '/en/enterprise/detail'], async (lang, request, path) => {
    const id = idQuery(request);
    if (id === null) return null;
    // Not an exhibitor of the fair: an AppError, and the app says so itself.
    const site = await svc.enterpriseSite(db, lang, id);
    const where = [site.hallName, site.countryName, site.industryName].filter(Boolean).join(' · ');
    return renderIndex(
      shell.index(),
      {
        title: site.displayName,
        description: (site.profile ?? '').replace(/\s+/g, ' ').trim().slice(0, 160) || where,
        path: `${path}?id=${id}`,
        html: enterpriseBootHtml(site),
        ...(site.coverUrl ? { image: coverOf(site.coverUrl) } : {}),
      },
      lang,
      config.publicUrl,
    );
  });
}
