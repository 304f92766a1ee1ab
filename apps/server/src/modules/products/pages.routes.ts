import { type Locale, productDisplayName } from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors';
import { esc, idQuery, localeOf, pageShell, renderIndex } from '../../platform/page-shell';
import * as svc from './products.service';

const pictureOf = (url: string) => `${url}?width=900`;

/** The picture and heading the web's product page draws first (features/directory/pages/product-page.tsx). */
export function productBootHtml(name: string, categoryName: string, coverUrl: string | null) {
  const picture = coverUrl
    ? `<img class="boot-gallery" src="${esc(pictureOf(coverUrl))}" alt="" fetchpriority="high">`
    : '';
  return `<div class="boot-page boot-product">${picture}<div class="boot-product__body"><h1 class="boot-title">${esc(name)}</h1><p class="boot-muted">${esc(categoryName)}</p></div></div>`;
}

/**
 * A product's page as the server sends it (issue 22): its main picture (asked for before the
 * app's scripts), name and category are in the HTML, with its own title and description for
 * link previews; the English site's product page is English, as the app draws it.
 */
export default async function productPages(fastify: FastifyInstance) {
  const { db, config } = fastify.deps;
  const shell = pageShell(config.webDist);
  if (!shell) return;
  for (const [p, english] of [
    ['/product/detail', false],
    ['/en/enterprise/detail/item', true],
  ] as const) {
    fastify.get(p, { schema: { hide: true } }, async (request, reply) => {
      const lang: Locale = english ? 'en' : localeOf(request);
      const id = idQuery(request);
      if (id === null) return shell.send(reply, shell.index());
      try {
        const product = await svc.getListedProduct(db, lang, id);
        const name = productDisplayName(product, lang === 'en');
        const text = lang === 'en' && product.descriptionEn ? product.descriptionEn : product.description;
        const cover = product.cover?.url ?? null;
        return shell.send(
          reply,
          renderIndex(
            shell.index(),
            {
              title: name,
              description: (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 160) || product.categoryName,
              path: `${p}?id=${id}`,
              html: productBootHtml(name, product.categoryName, cover),
              ...(cover ? { image: pictureOf(cover) } : {}),
            },
            lang,
            config.publicUrl,
          ),
        );
      } catch (err) {
        // Not on sale: the app says so itself.
        if (err instanceof AppError) return shell.send(reply, shell.index());
        throw err;
      }
    });
  }
}
