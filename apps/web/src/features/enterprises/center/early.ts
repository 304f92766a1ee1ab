import { openedAt, startEarly } from '../../../lib/early-data';
import { session } from '../../../lib/session/session-store';
import { getStoredEnterpriseId } from '../../../lib/session/storage';
import { BOUND_EARLY_KEY, enterpriseEarlyKey, getBound, getEnterprise } from '../api/center';

const OPENED_AT = [
  '/myEnterprise',
  '/myEnterprise/basicinfo',
  '/enterpriseCenterEn',
  '/enterpriseCenterEn/basicinfo',
];

/**
 * /myEnterprise (basic information), issue 23 item 9: the page used to wait for its code, then
 * for the caller's membership (`isBoundEnterprise`), then for the enterprise — three steps one
 * after the other. When the browser opened this address signed in, the membership and the
 * enterprise of the session's user (or the one last seen, kept as `enterpriseId`) are asked for
 * now, side by side and beside the page's code;
 * the frame is drawn meanwhile (the router's fallback, then the center's frame with a skeleton).
 * The page checks the membership before showing the enterprise, as before.
 */
export function loadBasicInfoPage() {
  const { user } = session.get();
  if (user && OPENED_AT.some((path) => openedAt(path))) {
    startEarly(BOUND_EARLY_KEY, getBound);
    // The session's enterprise, else the one this browser last saw the user belong to.
    const id = user.enterpriseId ?? getStoredEnterpriseId();
    if (id) {
      startEarly(enterpriseEarlyKey(id), () => getEnterprise(id));
    }
  }
  return import('./basic-info-page');
}
