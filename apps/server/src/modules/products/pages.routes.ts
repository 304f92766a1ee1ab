import { productDisplayName } from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import { esc, idQuery, pageShell, renderIndex } from '../../platform/page-shell';
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
  shell.page(fastify, ['/product/detail', '/en/enterprise/detail/item'], async (lang, request, path) => {
    const id = idQuery(request);
    if (id === null) return null;
    // Not on sale: an AppError, and the app says so itself.
    const product = await svc.getListedProduct(db, lang, id);
    const name = productDisplayName(product, lang === 'en');
    const text = lang === 'en' && product.descriptionEn ? product.descriptionEn : product.description;
    const cover = product.cover?.url ?? null;
    return renderIndex(
      shell.index(),
      {
        title: name,
        description: (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 160) || product.categoryName,
        path: `${path}?id=${id}`,
        html: productBootHtml(name, product.categoryName, cover),
        ...(cover ? { image: pictureOf(cover) } : {}),
      },
      lang,
      config.publicUrl,
    );
  });
}
