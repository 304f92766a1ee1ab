import type { FastifyInstance } from 'fastify';

/**
 * Every domain module, registered in one place. A module is a Fastify plugin that
 * declares its routes (with contract schemas) and reads `app.deps`.
 */
const modules: Array<() => Promise<{ default: (app: FastifyInstance) => Promise<void> }>> = [
  () => import('./dicts/dicts.routes'),
  () => import('./fair/fair.routes'),
  () => import('./attachments/attachments.routes'),
  () => import('./operations/operations.routes'),
  () => import('./content/content.routes'),
  () => import('./organizer/organizer.routes'),
  () => import('./accounts/accounts.routes'),
  () => import('./users/users.routes'),
  () => import('./enterprises/enterprises.routes'),
  () => import('./enterprise-pages/enterprise-pages.routes'),
  () => import('./exhibitors/fair-requests.routes'),
  () => import('./exhibitors/exhibitor-services.routes'),
  () => import('./exhibitors/trade-applies.routes'),
  () => import('./exhibitors/staff-passes.routes'),
  () => import('./exhibitors/recommend-cards.routes'),
  () => import('./exhibitors/propaganda.routes'),
  () => import('./exhibitors/booth-binding.routes'),
  () => import('./visitors/visitors.routes'),
  () => import('./giftcards/giftcards.routes'),
  () => import('./seminars/seminars.routes'),
  () => import('./payments/payments.routes'),
  () => import('./products/products.routes'),
  () => import('./follows/follows.routes'),
  () => import('./cards/cards.routes'),
  () => import('./invoices/invoices.routes'),
  () => import('./surveys/surveys.routes'),
  () => import('./directory/directory.routes'),
  () => import('./brands/brands.routes'),
  () => import('./activities/activities.routes'),
  () => import('./purposes/purposes.routes'),
  () => import('./appointments/appointments.routes'),
  () => import('./chat/chat.routes'),
  () => import('./search/search.routes'),
];

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const load of modules) {
    const mod = await load();
    await app.register(mod.default);
  }
}
