import type { FastifyInstance } from 'fastify';
import { esc, pageShell, renderBoot } from '../../platform/page-shell';

/** The heading and introduction the web's registration form draws first (features/visitors/components/registration-frame.tsx). */
export function registrationBootHtml(title: string, intro: string) {
  return `<div class="boot-visitor"><h1>${esc(title)}</h1><p class="boot-visitor__intro">${esc(intro)}</p></div>`;
}

/**
 * The pre-registration forms as the server sends them (issue 22): their heading and introduction,
 * the largest text of the page, are in the HTML, so a phone paints them before the app's code
 * arrives. The English site's form is English, as the app draws it.
 */
export default async function visitorPages(fastify: FastifyInstance) {
  const shell = pageShell(fastify.deps.config.webDist);
  if (!shell) return;
  shell.page(fastify, ['/visitor/visitorRegister', '/en/register'], (lang, _request, path) => {
    const title = shell.text(lang, path === '/en/register' ? 'visitors:en.title' : 'visitors:register.title');
    const intro = shell.text(lang, 'visitors:register.intro');
    return title === null || intro === null
      ? null
      : renderBoot(shell.localIndex(lang), registrationBootHtml(title, intro), lang);
  });
}
