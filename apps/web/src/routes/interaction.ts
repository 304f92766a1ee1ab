import { MEETING_PAGES } from '../features/meetings/routes';
import { PURPOSE_PAGES } from '../features/purposes/routes';
import { type RouteDef, route } from './types';

/** Spec §2 "Supply-and-demand and interaction". */
export const interactionRoutes: RouteDef[] = [
  route('/inter', {
    defaultChild: 'SupplyPlatform',
    children: [
      route('SupplyPlatform', { keepAlive: true, ...PURPOSE_PAGES.board }),
      route('publish', { auth: true, ...PURPOSE_PAGES.publish }),
      route('detail', PURPOSE_PAGES.detail),
    ],
  }),
  route('/interaction', {
    defaultChild: 'InvitationList',
    children: [
      route('InvitationList', { auth: true, ...MEETING_PAGES.list }),
      route('InvitationMeet', { auth: true, ...MEETING_PAGES.meet }),
    ],
  }),
];
