import type { Locale } from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import { esc, localeOf, pageShell, renderBoot } from '../../platform/page-shell';

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
  for (const [p, english, titleKey] of [
    ['/visitor/visitorRegister', false, 'visitors:register.title'],
    ['/en/register', true, 'visitors:en.title'],
  ] as const) {
    fastify.get(p, { schema: { hide: true } }, async (request, reply) => {
      const lang: Locale = english ? 'en' : localeOf(request);
      const title = shell.text(lang, titleKey);
      const intro = shell.text(lang, 'visitors:register.intro');
      if (title === null || intro === null) return shell.send(reply, shell.index());
      return shell.send(reply, renderBoot(shell.index(), registrationBootHtml(title, intro), lang));
    });
  }
}
