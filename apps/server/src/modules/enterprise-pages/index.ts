/**
 * Enterprise pages' public surface: the counting of views of an enterprise's public page and
 * products (the directory and products routes record them).
 */
export { fairDay, recordView } from './enterprise-pages.service';
