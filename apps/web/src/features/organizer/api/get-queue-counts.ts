import { useQueries } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** How a queue's list call says how many wait: a state's count, the page's total, or the rows. */
type Waiting = { counts: string } | 'total' | 'rows';

/** One queue of the console: the list call it already has, and the page that works through it. */
export interface QueueSource {
  key: string;
  path: string;
  query?: Record<string, string>;
  waiting: Waiting;
  to: string;
}

/**
 * The console's review queues, each read from the list call its own page makes (one row asked
 * for): what waits for the organizer is that call's pending count.
 */
export const QUEUES: readonly QueueSource[] = [
  {
    key: 'visitors',
    path: 'portal/rest/organizer/visitors',
    waiting: { counts: 'pending' },
    to: '/organizer/visitors?status=pending',
  },
  {
    key: 'certifications',
    path: 'portal/rest/organizer/enterprises/certifications',
    waiting: { counts: 'pending' },
    to: '/organizer/enterprises',
  },
  {
    key: 'products',
    path: 'portal/rest/organizer/products',
    waiting: { counts: 'pending' },
    to: '/organizer/products',
  },
  {
    key: 'activities',
    path: 'portal/rest/organizer/activities',
    waiting: { counts: 'pending' },
    to: '/organizer/activities',
  },
  {
    key: 'pages',
    path: 'portal/rest/organizer/enterprises/previews',
    waiting: { counts: 'pending' },
    to: '/organizer/enterprisePages',
  },
  {
    key: 'posts',
    path: 'portal/rest/organizer/purposes',
    waiting: { counts: 'Pending' },
    to: '/organizer/purposes',
  },
  {
    key: 'reports',
    path: 'portal/rest/organizer/purposes/reports',
    query: { handled: 'false' },
    waiting: 'total',
    to: '/organizer/purposeModeration',
  },
  {
    key: 'webcasts',
    path: 'portal/rest/organizer/webcasts',
    query: { status: 'pending' },
    waiting: 'total',
    to: '/organizer/webcasts',
  },
  {
    key: 'applications',
    path: 'portal/rest/organizer/exhibitorServices/applications',
    waiting: { counts: 'submitted' },
    to: '/organizer/exhibitorApplications',
  },
  {
    key: 'fairRequests',
    path: 'portal/rest/organizer/enterprises/fairRequests',
    waiting: { counts: 'pending' },
    to: '/organizer/fairRequests',
  },
  {
    key: 'settlements',
    path: 'portal/rest/organizer/enterprises/settlements',
    waiting: { counts: 'pending' },
    to: '/organizer/settlements',
  },
  {
    key: 'tradeApplys',
    path: 'portal/rest/organizer/exhibitorServices/tradeApplys',
    waiting: { counts: 'pending' },
    to: '/organizer/tradeApplications',
  },
  {
    key: 'payments',
    path: 'portal/rest/organizer/payments',
    query: { status: 'pending' },
    waiting: 'rows',
    to: '/organizer/payments',
  },
  {
    key: 'invoices',
    path: 'portal/rest/organizer/invoiceRequests',
    query: { status: 'requested' },
    waiting: 'rows',
    to: '/organizer/payments?tab=invoices',
  },
];

/** The number waiting in a list call's answer. */
export function waitingIn(answer: unknown, waiting: Waiting): number {
  if (waiting === 'rows') return Array.isArray(answer) ? answer.length : 0;
  const page = answer as { total?: number; counts?: Record<string, number> } | null;
  if (waiting === 'total') return page?.total ?? 0;
  return page?.counts?.[waiting.counts] ?? 0;
}

async function getWaiting(queue: QueueSource): Promise<number> {
  const paged = queue.waiting !== 'rows';
  const answer = await http.get<unknown>(queue.path, {
    query: { ...(paged ? { page: '1', pageSize: '1' } : {}), ...queue.query },
    silent: true,
  });
  return waitingIn(answer, queue.waiting);
}

/** Each queue's pending count, refreshed with the dashboard (a queue that fails shows no count). */
export function useQueueCounts() {
  return useQueries({
    queries: QUEUES.map((queue) => ({
      queryKey: ['organizer', 'queue-count', queue.key],
      queryFn: () => getWaiting(queue),
      staleTime: 15_000,
    })),
  });
}
