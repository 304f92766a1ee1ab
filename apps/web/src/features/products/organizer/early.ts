import { PRODUCT_STATES } from '@cidpex/contracts';
import { openedAt } from '../../../lib/early-data';
import { isOrganizer, session } from '../../../lib/session/session-store';
import { cardQueueFilters } from '../../../lib/url-params';
import { PRODUCT_QUEUE_PAGE_SIZE, startProductQueueEarly } from '../api/products';

/**
 * /organizer/products: the queue's first page is asked for beside the page's code, not after it
 * (issue 23 item 9), when the browser opened this address as a signed-in organizer. The filters
 * are read as the page reads them, so the page's query takes this answer.
 */
export function loadProductReviewPage() {
  const opened = openedAt('/organizer/products');
  if (opened && isOrganizer(session.get().user)) {
    startProductQueueEarly({
      ...cardQueueFilters(opened, PRODUCT_STATES, 'pending'),
      pageSize: PRODUCT_QUEUE_PAGE_SIZE,
    });
  }
  return import('./product-review-page');
}
