import type { Plugin } from 'vite';

/**
 * The entry's stylesheets written into index.html instead of linked (issues 21 and 22): four
 * render-blocking requests of 3–7 KB each cost a slow phone connection 300 ms before the first
 * paint.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'cidpex-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            // The disabled link is not fetched; it tells Vite's preloader, which looks for the
            // links of the stylesheets already on the page, not to add the same file again later
            // (it would then come after a page's own styles and override them).
            const source =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            const css = source.replaceAll('</style', '<\\/style');
            return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}
