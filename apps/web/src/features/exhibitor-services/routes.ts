import type { ComponentType } from 'react';

/** A lazy page and its title key, as the route table (routes/) takes them. */
type Page = { page: () => Promise<{ default: ComponentType }>; title: string };

const wizard = (step: string): Page => ({
  page: () =>
    import('./pages/wizard-steps').then((m) => ({
      default: m.STEP_PAGES[step as keyof typeof m.STEP_PAGES],
    })),
  title: 'exsvc:wizard.title',
});

/** Exhibitor services' pages (features/exhibitor-services), under their spec §2 names. */
export const EXHIBITOR_SERVICE_PAGES = {
  start: wizard('start'),
  company: wizard('company'),
  business: wizard('business'),
  booth: wizard('booth'),
  plan: wizard('plan'),
  meeting: wizard('meeting'),
  confirm: wizard('confirm'),
  advertising: { page: () => import('./pages/advertising-page'), title: 'exsvc:ads.title' },
  ordersContracts: { page: () => import('./pages/orders-contracts-page'), title: 'exsvc:contracts.title' },
  invoiceInformation: { page: () => import('./pages/invoice-info-page'), title: 'exsvc:invoice.title' },
  orgApplications: { page: () => import('./organizer/applications-page'), title: 'exsvc:org.applications' },
  orgBoothPlan: { page: () => import('./organizer/booth-plan-page'), title: 'exsvc:org.plan' },
  orgPricePlan: { page: () => import('./organizer/price-plan-page'), title: 'exsvc:pricePlan.title' },
  orgContracts: { page: () => import('./organizer/contracts-page'), title: 'exsvc:org.contracts' },
  sampleAppl: { page: () => import('./pages/sample-appl-page'), title: 'exhub:trade.sample.title' },
  agencyAppli: { page: () => import('./pages/agency-appli-page'), title: 'exhub:trade.agency.title' },
  staffPasses: { page: () => import('./pages/staff-passes-page'), title: 'exhub:passes.title' },
  process: { page: () => import('./pages/exhibition-process-page'), title: 'exhub:process.title' },
  manual: { page: () => import('./pages/exhibitor-manual-page'), title: 'exhub:manual.title' },
  billCtrl: { page: () => import('./pages/bill-ctrl-page'), title: 'exhub:bills.title' },
  hub: { page: () => import('./pages/exhibitor-hub-page'), title: 'exhub:hub.title' },
  applyNavigation: { page: () => import('./pages/apply-navigation-page'), title: 'svcplat:nav.title' },
  enterpriseInfo: { page: () => import('./pages/enterprise-info-page'), title: 'svcplat:info.title' },
  servicePlatform: { page: () => import('./pages/service-platform-page'), title: 'svcplat:hub.title' },
  settledPlatform: { page: () => import('./pages/settled-platform-page'), title: 'svcplat:settled.title' },
  recommendCard: { page: () => import('./pages/recommend-card-page'), title: 'svcplat:cards.title' },
  cardDetail: { page: () => import('./pages/card-detail-page'), title: 'svcplat:card.title' },
  orgTradeApplies: { page: () => import('./organizer/trade-applies-page'), title: 'exhub:trade.org.title' },
  propaganda: { page: () => import('./pages/propaganda-page'), title: 'exextras:propaganda.title' },
  propagandaAudit: { page: () => import('./pages/propaganda-audit-page'), title: 'exextras:audit.title' },
  boothBinding: { page: () => import('./pages/booth-binding-page'), title: 'exextras:binding.title' },
  interaction: { page: () => import('./pages/interaction-page'), title: 'exextras:interaction.title' },
  orgPropaganda: { page: () => import('./organizer/propaganda-review-page'), title: 'exextras:org.title' },
} satisfies Record<string, Page>;
