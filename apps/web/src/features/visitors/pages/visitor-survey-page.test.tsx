import { SURVEY_IDS, type SurveyWithAnswers } from '@cidpex/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import { buildRegistration } from '../test-data';
import VisitorAccomplishPage from './visitor-accomplish-page';
import VisitorSurveyPage from './visitor-survey-page';

const READ = 'GET register/rest/request/7/visitors/survey/200417';
const ANSWER = 'POST register/rest/answers/visitor/200417/7';
const t = (zhHans: string, zhHant: string, en: string) => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });

const SURVEY: SurveyWithAnswers = {
  requestId: 7,
  answers: null,
  answeredAt: null,
  survey: {
    id: SURVEY_IDS.visitor,
    exhibitionId: 200417,
    kind: 'visitor',
    title: t('观众问卷', '觀眾問卷', 'Visitor survey'),
    questions: [
      {
        code: 'purpose',
        kind: 'single',
        required: true,
        maxChoices: null,
        text: t(
          '您参观本届展会的主要目的是？',
          '您參觀本屆展會的主要目的是？',
          'What is the main purpose of your visit?',
        ),
        options: [
          { code: 'purchase', text: t('采购产品', '採購產品', 'Purchasing') },
          { code: 'research', text: t('了解市场行情', '了解市場行情', 'Market research') },
        ],
      },
      {
        code: 'products',
        kind: 'multiple',
        required: true,
        maxChoices: 2,
        text: t(
          '您感兴趣的产品类别（最多选两项）',
          '您感興趣的產品類別（最多選兩項）',
          'Products of interest (up to two)',
        ),
        options: [
          { code: 'toilet', text: t('卫生纸', '衛生紙', 'Toilet tissue') },
          { code: 'wipes', text: t('湿巾', '濕紙巾', 'Wet wipes') },
          { code: 'pulp', text: t('绒毛浆与原材料', '絨毛漿與原材料', 'Fluff pulp and raw materials') },
        ],
      },
      {
        code: 'wishes',
        kind: 'text',
        required: false,
        maxChoices: null,
        text: t('您还希望看到哪些产品？', '您還希望看到哪些產品？', 'What else would you like to see?'),
        options: [],
      },
    ],
  },
};

describe('VisitorSurveyPage', { timeout: 60_000 }, () => {
  beforeEach(() => signInAs({ id: 42 }));
  afterEach(() => session.signOut());

  it('asks the visitor survey of your pre-registration and shows the answers once sent', async () => {
    const fetchMock = createFetchMock({
      'GET register/rest/visitors/users': () => buildRegistration(),
      [READ]: () => SURVEY,
      [ANSWER]: ({ body }) => ({
        ...SURVEY,
        answers: (body as { answers: unknown }).answers,
        answeredAt: '2024-05-10T02:00:00.000Z',
      }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<VisitorSurveyPage />, { path: '/visitor/survey', lang: 'en' });
    expect(await screen.findByText('What is the main purpose of your visit?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('Please choose an answer')).toBeTruthy();
    expect(await screen.findByText('Please choose at least one answer')).toBeTruthy();
    await user.click(screen.getByLabelText('Purchasing'));
    await user.click(screen.getByLabelText('Toilet tissue'));
    await user.click(screen.getByLabelText('Wet wipes'));
    await user.click(screen.getByLabelText('Fluff pulp and raw materials'));
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('Choose at most 2')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, ANSWER)).toEqual([]);
    await user.click(screen.getByLabelText('Fluff pulp and raw materials'));
    await user.type(screen.getByRole('textbox'), ' Recycled fibre machines ');
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('Thank you, your answers have been saved')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, ANSWER)).toEqual([
      { answers: { purpose: 'purchase', products: ['toilet', 'wipes'], wishes: 'Recycled fibre machines' } },
    ]);
    expect(screen.getByText('Toilet tissue, Wet wipes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my pre-registration' }).getAttribute('href')).toBe(
      '/visitor/visitorAccomplish',
    );
  });

  it('asks to pre-register first when there is no registration', async () => {
    setupHttp(createFetchMock({ 'GET register/rest/visitors/users': () => null }));
    await renderPage(<VisitorSurveyPage />, { path: '/visitor/survey', lang: 'zh-Hans' });
    expect(await screen.findByText('请先完成观众预登记，再填写问卷')).toBeTruthy();
    expect(screen.getByRole('link', { name: '立即预登记' }).getAttribute('href')).toBe(
      '/visitor/visitorRegister',
    );
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    setupHttp(
      createFetchMock({
        'GET register/rest/visitors/users': () => buildRegistration(),
        [READ]: () => (fail ? errorResponse(500, '服务器开小差了') : SURVEY),
      }),
    );
    const { user } = await renderPage(<VisitorSurveyPage />, { path: '/visitor/survey', lang: 'zh-Hans' });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    fail = false;
    // antd puts a space between the two characters of a Chinese button label
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('您参观本届展会的主要目的是？')).toBeTruthy();
  });

  it('is linked from the visitor info page', async () => {
    setupHttp(createFetchMock({ 'GET register/rest/visitors/users': () => buildRegistration() }));
    await renderPage(<VisitorAccomplishPage />, { path: '/visitor/visitorAccomplish', lang: 'zh-Hant' });
    expect((await screen.findByRole('link', { name: '填寫觀眾問卷' })).getAttribute('href')).toBe(
      '/visitor/survey',
    );
  });
});
