import type { AdRequest, Application } from '@cidpex/contracts';

/** The steps of the application as the navigation page shows them, in order. */
export const NAV_STEPS = [
  'company',
  'business',
  'booth',
  'plan',
  'meeting',
  'advertising',
  'confirm',
] as const;
export type NavStep = (typeof NAV_STEPS)[number];
export type StepState = 'done' | 'todo' | 'locked';
/** Why a step is locked (catalog svcplat:nav.lockedWhy.*). */
export type LockReason = 'plan' | 'confirm' | 'sent';

/** Steps the application may go without. */
export const OPTIONAL_STEPS: readonly NavStep[] = ['meeting', 'advertising'];

/** Where each step is opened (spec §2 /enterpriseServicePlatform/apply*). */
export const STEP_LINKS: Record<NavStep, string> = {
  company: '/enterpriseServicePlatform/applyBasicPage',
  business: '/enterpriseServicePlatform/applyBusinessInfo',
  booth: '/enterpriseServicePlatform/applyBooth?step=booth',
  plan: '/enterpriseServicePlatform/applyBooth',
  meeting: '/enterpriseServicePlatform/applyMeeting',
  advertising: '/enterpriseServicePlatform/applyAd',
  confirm: '/enterpriseServicePlatform/applyFinalConfirm',
};

const EDITABLE = ['draft', 'changes_requested', 'rejected'];

/**
 * Each step's state for the enterprise: done when saved, locked when it cannot be opened yet
 * (a booth before the wish, the confirmation before the required steps) or when the application
 * was sent (only its done steps stay done), to do otherwise.
 */
export function stepStates(
  app: Application,
  ads: readonly AdRequest[],
): Record<NavStep, { state: StepState; reason?: LockReason }> {
  const chosen = app.boothRequests.some((r) => ['held', 'requested', 'approved'].includes(r.status));
  const done: Record<NavStep, boolean> = {
    company: Boolean(app.company),
    business: Boolean(app.business),
    booth: Boolean(app.booth),
    plan: chosen,
    meeting: Boolean(app.sphere || app.hpia),
    advertising: ads.some((a) => a.status === 'pending' || a.status === 'approved'),
    confirm: !EDITABLE.includes(app.status),
  };
  const sent = !EDITABLE.includes(app.status);
  const requiredDone = done.company && done.business && done.booth && done.plan;
  const result = {} as Record<NavStep, { state: StepState; reason?: LockReason }>;
  for (const step of NAV_STEPS) {
    if (done[step]) result[step] = { state: 'done' };
    else if (sent) result[step] = { state: 'locked', reason: 'sent' };
    else if (step === 'plan' && !done.booth) result[step] = { state: 'locked', reason: 'plan' };
    else if (step === 'confirm' && !requiredDone) result[step] = { state: 'locked', reason: 'confirm' };
    else result[step] = { state: 'todo' };
  }
  return result;
}
