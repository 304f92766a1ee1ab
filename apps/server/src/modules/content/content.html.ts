import sanitizeHtml from 'sanitize-html';
import { taiwanToMainland, toTaiwanTraditional } from '../../platform/chinese';

/**
 * The allow-list of rich text in pages and news: headings, paragraphs, lists, tables,
 * quotes, links (http, https, mailto, or a path of this site) and images (https or a path of
 * this site, such as an attachment). Everything else — scripts, styles, event handlers,
 * `javascript:` links, iframes, forms — is dropped by sanitize-html, not by patterns.
 */
const RICH: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const PLAIN: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** Rich text as it is stored: only the allow-list survives. */
export function sanitizeRich(html: string): string {
  return sanitizeHtml(html, RICH).trim();
}

/** A title or a summary: text only, tags and their script removed, entities decoded. */
export function sanitizePlain(text: string): string {
  const stripped = sanitizeHtml(text, PLAIN);
  return stripped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of rich content (for descriptions, search engines, the text-only view). */
export function textOf(html: string): string {
  return sanitizePlain(html.replace(/<\/(p|h[2-4]|li|tr|blockquote)>/g, '$& '));
}

/**
 * The other Chinese script by OpenCC (mainland Simplified ↔ Taiwan Traditional). Tag names
 * and attributes are ASCII, so HTML keeps its structure; Chinese alt texts are converted too.
 */
export function convertChinese(text: string, to: 'zh-Hant' | 'zh-Hans'): string {
  return to === 'zh-Hant' ? toTaiwanTraditional(text) : taiwanToMainland(text);
}
