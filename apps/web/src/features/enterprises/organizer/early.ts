import { openedAt } from '../../../lib/early-data';
import { isOrganizer, session } from '../../../lib/session/session-store';
import { readQueueParams, startCertificationQueueEarly } from './queue-api';

/**
 * /organizer/enterprises: the queue's first page is asked for beside the page's code, not after
 * it (issue 23 item 9), when the browser opened this address as a signed-in organizer.
 */
export function loadCertificationQueuePage() {
  const opened = openedAt('/organizer/enterprises');
  if (opened && isOrganizer(session.get().user)) startCertificationQueueEarly(readQueueParams(opened));
  return import('./certification-queue-page');
}
