import { type RouteDef, route } from './types';

/** Spec §2 "Supply-and-demand and interaction". */
export const interactionRoutes: RouteDef[] = [
  route('/inter', {
    children: [route('SupplyPlatform', { keepAlive: true }), route('publish'), route('detail')],
  }),
  route('/interaction', { children: [route('InvitationList'), route('InvitationMeet')] }),
];
