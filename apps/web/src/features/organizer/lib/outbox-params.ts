import type { OutboxChannel, OutboxParams } from '../api/get-outbox';

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 20;

/** Reads the outbox filters from the address bar; anything odd falls back to the default. */
export function readOutboxParams(search: URLSearchParams): OutboxParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const size = Number.parseInt(search.get('pageSize') ?? '', 10);
  const channel = search.get('channel');
  const q = search.get('q')?.trim().slice(0, 100);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    channel: channel === 'email' || channel === 'sms' ? (channel as OutboxChannel) : undefined,
    q: q || undefined,
  };
}

/** The query string of a set of filters, leaving defaults out so that links stay short. */
export function writeOutboxParams(params: OutboxParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.channel) search.set('channel', params.channel);
  if (params.q) search.set('q', params.q);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  return search;
}
