import { FAIR, LIMITS } from '@cidpex/contracts';

import type { Db } from '../db/client';
import { configs, dictEntries, seedRuns, users } from '../db/schema';
import { hashPassword } from '../platform/password';
import { demoAppointmentsStep } from './appointments';
import { demoBrandsActivitiesStep } from './brands-activities';
import { chatOrganizerStep, demoChatStep } from './chat';
import { contentCatalogsStep, demoContentStep } from './content';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type SeedContext } from './demo-accounts';
import {
  BUSINESS_TYPES,
  COUNTRIES,
  type DictSeed,
  ENTERPRISE_NATURES,
  EXHIBITION_AREAS,
  HALLS,
  INDUSTRIES,
  JOB_TITLES,
  PROVINCES,
} from './dict-data';
import { demoDirectoryStep } from './directory';
import { demoPageReviewsStep } from './enterprise-pages';
import { demoEnterprisesStep } from './enterprises';
import { demoExhibitorServicesStep } from './exhibitor-services';
import { boothPricePlanSeed, fairEditionsSeed } from './fair';
import { demoGiftcardsStep } from './giftcards';
import { demoHallFeaturesStep } from './hall-features';
import { completeNavigation, seedNavigation } from './navigation';
import { demoProductsStep } from './products';
import { demoPurposesStep } from './purposes';
import { demoSeminarOrderStep } from './seminar-order';
import { seminarSeed } from './seminars';
import { demoSettlementsStep } from './settlements';
import { demoSurveyAnswersStep, surveysSeed } from './surveys';
import { demoVisitorsStep } from './visitors';
import { demoWebcastsStep } from './webcasts';

function dictRows(exhibitionId: number, dictType: string, rows: DictSeed[]) {
  return rows.map(([code, nameZhHans, nameZhHant, nameEn, parentCode], sort) => ({
    exhibitionId,
    dictType,
    code,
    parentCode: parentCode ?? null,
    nameZhHans,
    nameZhHant,
    nameEn,
    sort,
  }));
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type SeedContext };

type SeedStep = { name: string; run: (db: Db, ctx?: SeedContext) => Promise<void> };

/**
 * Demo data steps. Each runs once (recorded in seed_runs inside the same transaction),
 * so a second start keeps everything users added. Later domains append their steps.
 */
export const SEED_STEPS: SeedStep[] = [
  {
    name: 'dicts-200417',
    run: async (db) => {
      const ex = LIMITS.defaultExhibitionId;
      await db
        .insert(dictEntries)
        .values([
          ...dictRows(ex, 'exhibitionArea', EXHIBITION_AREAS),
          ...dictRows(ex, 'hall', HALLS),
          ...dictRows(ex, 'industry', INDUSTRIES),
          ...dictRows(ex, 'jobTitle', JOB_TITLES),
          ...dictRows(ex, 'businessType', BUSINESS_TYPES),
          ...dictRows(0, 'enterpriseNature', ENTERPRISE_NATURES),
          ...dictRows(0, 'country', COUNTRIES),
          ...dictRows(0, 'province', PROVINCES),
        ]);
    },
  },
  {
    name: 'configs',
    run: async (db) => {
      await db.insert(configs).values([
        { exhibitionId: FAIR.exhibitionId, key: 'edition', value: String(FAIR.edition) },
        { exhibitionId: FAIR.exhibitionId, key: 'startDate', value: FAIR.startDate },
        { exhibitionId: FAIR.exhibitionId, key: 'endDate', value: FAIR.endDate },
        { exhibitionId: FAIR.exhibitionId, key: 'openTime', value: FAIR.openTime },
        { exhibitionId: FAIR.exhibitionId, key: 'closeTime', value: FAIR.closeTime },
      ]);
    },
  },
  fairEditionsSeed,
  boothPricePlanSeed,
  { name: 'navigation', run: seedNavigation },
  {
    name: 'demo-accounts',
    run: async (db) => {
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      await db.insert(users).values(
        DEMO_ACCOUNTS.map((a) => ({
          mobile: a.mobile,
          email: a.email,
          emailVerified: true,
          passwordHash,
          name: a.name,
          roles: a.roles,
        })),
      );
    },
  },
  seminarSeed,
  demoEnterprisesStep,
  demoProductsStep,
  demoDirectoryStep,
  demoVisitorsStep,
  demoGiftcardsStep,
  demoSettlementsStep,
  surveysSeed,
  demoSurveyAnswersStep,
  demoBrandsActivitiesStep,
  demoPageReviewsStep,
  demoPurposesStep,
  demoAppointmentsStep,
  contentCatalogsStep,
  demoContentStep,
  chatOrganizerStep,
  demoChatStep,
  demoExhibitorServicesStep,
  demoWebcastsStep,
  { name: 'navigation-complete-en', run: completeNavigation },
  demoSeminarOrderStep,
  demoHallFeaturesStep,
];

export async function runSeeds(
  db: Db,
  steps: SeedStep[] = SEED_STEPS,
  ctx: SeedContext = {},
): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const done = await db.transaction(async (tx) => {
      // The row is the lock: a second process starting at the same moment waits, then skips.
      const inserted = await tx
        .insert(seedRuns)
        .values({ name: step.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (inserted.length === 0) return false;
      await step.run(tx as unknown as Db, ctx);
      return true;
    });
    if (done) applied.push(step.name);
  }
  return applied;
}
