import { checkSurveyAnswers, FAIR, SURVEY_IDS, type SurveyQuestion } from '@cidpex/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { surveys, users, visitorRegistrations } from '../db/schema';
import { saveAnswers } from '../modules/surveys/surveys.repository';
import { DEMO_VISITORS } from './visitors';

type T = SurveyQuestion['text'];
const t = (zhHans: string, zhHant: string, en: string): T => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });
const opt = (code: string, text: T) => ({ code, text });

/** The seminar survey (20041722): asked of a completed seminar registration. */
const SEMINAR_QUESTIONS: SurveyQuestion[] = [
  {
    code: 'source',
    kind: 'single',
    required: true,
    text: t(
      '您是通过什么渠道了解到本次研讨会的？',
      '您是透過什麼管道得知本次研討會的？',
      'How did you hear about the seminar?',
    ),
    options: [
      opt('website', t('展会官网', '展會官網', 'The fair website')),
      opt('wechat', t('微信公众号', '微信公眾號', 'WeChat official account')),
      opt('association', t('协会通知', '協會通知', 'Association notice (CNHPIA)')),
      opt('colleague', t('同事或朋友推荐', '同事或朋友推薦', 'A colleague or friend')),
      opt('other', t('其他', '其他', 'Other')),
    ],
    maxChoices: null,
  },
  {
    code: 'topics',
    kind: 'multiple',
    required: true,
    text: t(
      '您最关注哪些议题？（可多选）',
      '您最關注哪些議題？（可複選）',
      'Which topics interest you most? (choose any)',
    ),
    options: [
      opt('materials', t('新材料与新工艺', '新材料與新工藝', 'New materials and processes')),
      opt('energy', t('节能降耗', '節能降耗', 'Energy saving')),
      opt('packaging', t('绿色包装', '綠色包裝', 'Green packaging')),
      opt('market', t('市场趋势', '市場趨勢', 'Market trends')),
      opt('equipment', t('设备与自动化', '設備與自動化', 'Equipment and automation')),
    ],
    maxChoices: null,
  },
  {
    code: 'usefulness',
    kind: 'single',
    required: true,
    text: t(
      '您认为本次研讨会对您的工作帮助如何？',
      '您認為本次研討會對您的工作幫助如何？',
      'How useful is the seminar for your work?',
    ),
    options: [
      opt('very', t('很有帮助', '很有幫助', 'Very useful')),
      opt('useful', t('有帮助', '有幫助', 'Useful')),
      opt('average', t('一般', '一般', 'Average')),
      opt('little', t('帮助不大', '幫助不大', 'Not very useful')),
    ],
    maxChoices: null,
  },
  {
    code: 'suggestion',
    kind: 'text',
    required: false,
    text: t(
      '您对今后的研讨会有什么建议？',
      '您對今後的研討會有什麼建議？',
      'What would you suggest for future seminars?',
    ),
    options: [],
    maxChoices: null,
  },
];

/** The visitor survey (200417): asked of a visitor pre-registration. */
const VISITOR_QUESTIONS: SurveyQuestion[] = [
  {
    code: 'purpose',
    kind: 'single',
    required: true,
    text: t(
      '您参观本届展会的主要目的是？',
      '您參觀本屆展會的主要目的是？',
      'What is the main purpose of your visit?',
    ),
    options: [
      opt('purchase', t('采购产品', '採購產品', 'Purchasing')),
      opt(
        'suppliers',
        t('寻找新供应商或新产品', '尋找新供應商或新產品', 'Finding new suppliers or products'),
      ),
      opt('research', t('了解市场行情', '了解市場行情', 'Market research')),
      opt('technical', t('技术交流', '技術交流', 'Technical exchange')),
      opt('other', t('其他', '其他', 'Other')),
    ],
    maxChoices: null,
  },
  {
    code: 'products',
    kind: 'multiple',
    required: true,
    text: t(
      '您感兴趣的产品类别（最多选五项）',
      '您感興趣的產品類別（最多選五項）',
      'Product categories you are interested in (up to five)',
    ),
    options: [
      opt('toilet', t('卫生纸', '衛生紙', 'Toilet tissue')),
      opt('facial', t('面巾纸', '面紙', 'Facial tissue')),
      opt('towels', t('餐巾纸与厨房纸', '餐巾紙與廚房紙巾', 'Napkins and kitchen towels')),
      opt('sanitary', t('卫生巾', '衛生棉', 'Sanitary napkins')),
      opt('diapers', t('婴儿纸尿裤', '嬰兒紙尿褲', 'Baby diapers')),
      opt('adult', t('成人失禁用品', '成人失禁用品', 'Adult incontinence products')),
      opt('wipes', t('湿巾', '濕紙巾', 'Wet wipes')),
      opt('nonwovens', t('非织造布', '不織布', 'Nonwovens')),
      opt('machinery', t('加工设备', '加工設備', 'Converting machinery')),
      opt('pulp', t('绒毛浆与原材料', '絨毛漿與原材料', 'Fluff pulp and raw materials')),
    ],
    maxChoices: 5,
  },
  {
    code: 'role',
    kind: 'single',
    required: true,
    text: t(
      '您在采购决策中的角色是？',
      '您在採購決策中的角色是？',
      'What is your role in purchasing decisions?',
    ),
    options: [
      opt('decide', t('最终决策', '最終決策', 'I decide')),
      opt('influence', t('参与或建议', '參與或建議', 'I take part or advise')),
      opt('none', t('不参与', '不參與', 'Not involved')),
    ],
    maxChoices: null,
  },
  {
    code: 'wishes',
    kind: 'text',
    required: false,
    text: t(
      '您还希望在展会上看到哪些产品或企业？',
      '您還希望在展會上看到哪些產品或企業？',
      'Which other products or companies would you like to see at the fair?',
    ),
    options: [],
    maxChoices: null,
  },
];

/** Reference data (not demo): the two surveys of the fair. Existing surveys are left alone. */
export const surveysSeed = {
  name: 'surveys',
  run: async (db: Db) => {
    await db
      .insert(surveys)
      .values([
        {
          id: SURVEY_IDS.seminar,
          exhibitionId: FAIR.exhibitionId,
          kind: 'seminar',
          title: t('研讨会问卷', '研討會問卷', 'Seminar survey'),
          questions: SEMINAR_QUESTIONS,
        },
        {
          id: SURVEY_IDS.visitor,
          exhibitionId: FAIR.exhibitionId,
          kind: 'visitor',
          title: t('观众问卷', '觀眾問卷', 'Visitor survey'),
          questions: VISITOR_QUESTIONS,
        },
      ])
      .onConflictDoNothing();
  },
};

/**
 * What the fictional buyers answered on the visitor survey, taken in turn: the organizer's
 * survey page shows counts and a chart on the first visit, as the other queues show rows.
 */
export const DEMO_VISITOR_ANSWERS: Record<string, string | string[]>[] = [
  {
    purpose: 'purchase',
    products: ['toilet', 'facial', 'towels'],
    role: 'decide',
    wishes: '更多竹浆生活用纸品牌',
  },
  { purpose: 'suppliers', products: ['diapers', 'adult', 'nonwovens'], role: 'influence' },
  {
    purpose: 'research',
    products: ['wipes', 'sanitary'],
    role: 'influence',
    wishes: 'More wet-wipe converting lines',
  },
  { purpose: 'purchase', products: ['toilet', 'pulp'], role: 'decide' },
  { purpose: 'technical', products: ['machinery', 'nonwovens', 'pulp'], role: 'none' },
  {
    purpose: 'suppliers',
    products: ['facial', 'towels'],
    role: 'decide',
    wishes: 'Private-label tissue makers from Fujian',
  },
  { purpose: 'purchase', products: ['sanitary', 'diapers', 'wipes'], role: 'influence' },
  { purpose: 'other', products: ['adult'], role: 'none', wishes: '希望有更多成人护理用品的新技术展示' },
  { purpose: 'research', products: ['toilet', 'machinery'], role: 'decide' },
];

/**
 * Demo step `demo-survey-answers`: the fictional buyers who were not turned down answer the
 * visitor survey once each, through the survey module's own checks and store. The demo
 * accounts' registrations stay unanswered, so a newcomer answers the survey themselves.
 */
export async function seedSurveyAnswers(db: Db): Promise<void> {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, SURVEY_IDS.visitor));
  if (!survey) return;
  const respondents = await db
    .select({ id: visitorRegistrations.id, userId: visitorRegistrations.userId })
    .from(visitorRegistrations)
    .innerJoin(users, eq(users.id, visitorRegistrations.userId))
    .where(
      and(
        eq(visitorRegistrations.exhibitionId, FAIR.exhibitionId),
        ne(visitorRegistrations.status, 'rejected'),
        // The fictional buyers only: the demo accounts are not among them.
        inArray(
          users.mobile,
          DEMO_VISITORS.map((v) => v.mobile),
        ),
      ),
    )
    .orderBy(visitorRegistrations.id);
  for (const [index, registration] of respondents.entries()) {
    const checked = checkSurveyAnswers(
      survey.questions,
      DEMO_VISITOR_ANSWERS[index % DEMO_VISITOR_ANSWERS.length]!,
    );
    if (!checked.ok)
      throw new Error(`demo visitor answers: question ${checked.question} does not fit the survey`);
    await saveAnswers(db, {
      surveyId: survey.id,
      requestId: registration.id,
      userId: registration.userId,
      answers: checked.answers,
    });
  }
}

export const demoSurveyAnswersStep = { name: 'demo-survey-answers', run: seedSurveyAnswers };
