import {
  ErrorCode,
  type InvoiceRequest,
  type Order,
  SURVEY_IDS,
  type SurveyStats,
  type SurveyWithAnswers,
} from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import SurveyStatsPage from '../organizer/survey-stats-page';
import SeminarPayPage from './seminar-pay-page';
import SeminarSurveyPage from './seminar-survey-page';

const PAID: Order = {
  id: 3,
  requestId: 5,
  reference: 'S5-A1B2C3',
  seats: 2,
  unitPrice: 128_000,
  amount: 256_000,
  currency: 'CNY',
  status: 'paid',
  method: 'bank',
  attendeeIds: [11, 12],
  paidAt: '2024-05-02T02:00:00.000Z',
  createdAt: '2024-05-01T02:00:00.000Z',
  refunds: [],
  refunded: 0,
};
const INVOICE_PATH = 'GET portal/rest/invoiceRequests/200417/seminar/5';
const CODE = '91320105MA1N2K3L4A';

function stored(overrides: Partial<InvoiceRequest> = {}): InvoiceRequest {
  return {
    id: 9,
    orderId: 3,
    requestId: 5,
    exhibitionId: 200417,
    orderReference: PAID.reference,
    amount: PAID.amount,
    type: 'ordinary',
    title: 'Nanjing Qinghe Paper Co., Ltd.',
    taxpayerId: CODE,
    address: null,
    phone: null,
    bank: null,
    account: null,
    email: 'finance@example.com',
    status: 'requested',
    invoiceNo: null,
    issuedOn: null,
    rejectReason: null,
    reviewedAt: null,
    createdAt: '2024-05-02T03:00:00.000Z',
    updatedAt: '2024-05-02T03:00:00.000Z',
    ...overrides,
  };
}

describe('invoice on the payment page', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 42 }));
  afterEach(() => {
    session.signOut();
    vi.unstubAllGlobals();
  });

  it('asks for the invoice of a paid order, checking the taxpayer id and the special VAT fields', async () => {
    let invoice: InvoiceRequest | null = null;
    const fetchMock = createFetchMock({
      'GET register/rest/visitor/order/5': () => PAID,
      [INVOICE_PATH]: ({ url }) => {
        expect(url.searchParams.get('relevanceById')).toBe('3');
        return invoice;
      },
      'POST portal/rest/invoiceRequests': ({ body }) => {
        invoice = stored(body as Partial<InvoiceRequest>);
        return invoice;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarPayPage />, {
      path: '/seminar/seminarPay',
      initialEntry: '/seminar/seminarPay?request=5',
      lang: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'Invoice (fapiao)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer the seminar survey' }).getAttribute('href')).toBe(
      '/seminar/survey?request=5',
    );
    // A first invoice starts from the account's company (issue 24), and stays editable.
    const title = screen.getByLabelText('Invoice title (company name)') as HTMLInputElement;
    expect(title.value).toBe('南京纸业有限公司');
    await user.clear(title);
    await user.type(title, 'Nanjing Qinghe Paper Co., Ltd.');
    await user.type(screen.getByLabelText('Taxpayer ID'), '91320105MA1N2K3L4B');
    await user.type(screen.getByLabelText('Email to receive the invoice'), 'finance@example.com');
    await user.click(screen.getByLabelText('Special VAT invoice'));
    await user.click(screen.getByRole('button', { name: 'Request the invoice' }));
    expect(await screen.findByText('Please enter a valid taxpayer ID')).toBeTruthy();
    expect(await screen.findByText('Please enter Bank')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/invoiceRequests')).toEqual([]);

    await user.click(screen.getByLabelText('Ordinary VAT invoice'));
    await user.clear(screen.getByLabelText('Taxpayer ID'));
    await user.type(screen.getByLabelText('Taxpayer ID'), CODE);
    await user.click(screen.getByRole('button', { name: 'Request the invoice' }));
    expect(await screen.findByRole('heading', { name: 'Invoice requested' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/invoiceRequests')).toEqual([
      {
        orderId: 3,
        type: 'ordinary',
        title: 'Nanjing Qinghe Paper Co., Ltd.',
        taxpayerId: CODE,
        email: 'finance@example.com',
        address: '',
        phone: '',
        bank: '',
        account: '',
      },
    ]);
  });

  it('downloads the receipt PDF with the session token and shows a refusal', async () => {
    setupHttp(
      createFetchMock({
        'GET register/rest/visitor/order/5': () => PAID,
        [INVOICE_PATH]: () => stored(),
      }),
    );
    let answer = new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
    const download = vi.fn(async () => answer);
    vi.stubGlobal('fetch', download);
    const createObjectURL = vi.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderPage(<SeminarPayPage />, {
      path: '/seminar/seminarPay',
      initialEntry: '/seminar/seminarPay?request=5',
      lang: 'zh-Hans',
    });
    await user.click(await screen.findByRole('button', { name: '下载收据（PDF）' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, init] = download.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/portal/rest/invoiceRequests/receipt/9');
    expect((init.headers as Record<string, string>)['x-auth-token']).toBe('token-abc');
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('zh-Hans');
    expect(createObjectURL).toHaveBeenCalled();

    answer = errorResponse(
      503,
      '暂时无法生成收据：服务器缺少中文字体，请联系主办方',
      ErrorCode.INVOICE_FONT_MISSING,
    );
    // the button's loading icon leaves with an animation jsdom never ends: find it by its text
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    await user.click(screen.getByText('下载收据（PDF）').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('暂时无法生成收据：服务器缺少中文字体，请联系主办方')).toBeTruthy();
    click.mockRestore();
  });
});

describe('the invoice state on the payment page', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 42 }));
  afterEach(() => session.signOut());

  it('shows an issued invoice with its number and date, and no change', async () => {
    setupHttp(
      createFetchMock({
        'GET register/rest/visitor/order/5': () => PAID,
        [INVOICE_PATH]: () =>
          stored({ status: 'issued', invoiceNo: '24320000000012345678', issuedOn: '2024-05-20' }),
      }),
    );
    await renderPage(<SeminarPayPage />, {
      path: '/seminar/seminarPay',
      initialEntry: '/seminar/seminarPay?request=5',
      lang: 'zh-Hans',
    });
    expect(await screen.findByText('已开票')).toBeTruthy();
    expect(screen.getByText('24320000000012345678')).toBeTruthy();
    expect(screen.getByText('2024年5月20日')).toBeTruthy();
    expect(screen.getByText(/开具后不能再修改；如需更正请联系主办方/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '修改' })).toBeNull();
    expect(screen.getByRole('button', { name: '下载收据（PDF）' })).toBeTruthy();
  });

  it('shows a returned request with the reason; the correction asks again', async () => {
    let invoice = stored({ status: 'rejected', rejectReason: 'The taxpayer ID does not match the title' });
    const fetchMock = createFetchMock({
      'GET register/rest/visitor/order/5': () => PAID,
      [INVOICE_PATH]: () => invoice,
      'PUT portal/rest/invoiceRequests': ({ body }) => {
        invoice = stored({ ...(body as Partial<InvoiceRequest>), status: 'requested' });
        return invoice;
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarPayPage />, {
      path: '/seminar/seminarPay',
      initialEntry: '/seminar/seminarPay?request=5',
      lang: 'en',
    });
    expect(await screen.findByText('The organizer returned your invoice request')).toBeTruthy();
    expect(screen.getByText('Reason: The taxpayer ID does not match the title')).toBeTruthy();
    expect(screen.getByText('Returned')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Correct and ask again' }));
    const title = screen.getByLabelText('Invoice title (company name)');
    await user.clear(title);
    await user.type(title, 'Nanjing Qinghe Paper Group');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Requested, awaiting the invoice')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT portal/rest/invoiceRequests')).toMatchObject([
      { id: 9, orderId: 3, title: 'Nanjing Qinghe Paper Group', taxpayerId: CODE },
    ]);
  });

  it('says so when the invoice was issued while being changed', async () => {
    let invoice = stored();
    const fetchMock = createFetchMock({
      'GET register/rest/visitor/order/5': () => PAID,
      [INVOICE_PATH]: () => invoice,
      'PUT portal/rest/invoiceRequests': () => {
        invoice = stored({ status: 'issued', invoiceNo: '12345678', issuedOn: '2024-05-20' });
        return errorResponse(
          409,
          'The invoice has already been issued (No. 12345678) and can no longer be changed; please contact the organizer to correct it',
          ErrorCode.INVOICE_ALREADY_ISSUED,
        );
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarPayPage />, {
      path: '/seminar/seminarPay',
      initialEntry: '/seminar/seminarPay?request=5',
      lang: 'en',
    });
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'The invoice has already been issued (No. 12345678) and can no longer be changed; please contact the organizer to correct it',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('12345678')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });
});

const SURVEY: SurveyWithAnswers = {
  requestId: 5,
  answers: null,
  answeredAt: null,
  survey: {
    id: SURVEY_IDS.seminar,
    exhibitionId: 200417,
    kind: 'seminar',
    title: { 'zh-Hans': '研讨会问卷', 'zh-Hant': '研討會問卷', en: 'Seminar survey' },
    questions: [
      {
        code: 'source',
        kind: 'single',
        required: true,
        maxChoices: null,
        text: {
          'zh-Hans': '您是通过什么渠道了解到本次研讨会的？',
          'zh-Hant': '您是透過什麼管道得知本次研討會的？',
          en: 'How did you hear about the seminar?',
        },
        options: [
          { code: 'website', text: { 'zh-Hans': '展会官网', 'zh-Hant': '展會官網', en: 'The fair website' } },
          {
            code: 'wechat',
            text: { 'zh-Hans': '微信公众号', 'zh-Hant': '微信公眾號', en: 'WeChat official account' },
          },
        ],
      },
      {
        code: 'topics',
        kind: 'multiple',
        required: true,
        maxChoices: null,
        text: {
          'zh-Hans': '您最关注哪些议题？',
          'zh-Hant': '您最關注哪些議題？',
          en: 'Which topics interest you most?',
        },
        options: [
          {
            code: 'materials',
            text: {
              'zh-Hans': '新材料与新工艺',
              'zh-Hant': '新材料與新工藝',
              en: 'New materials and processes',
            },
          },
          { code: 'market', text: { 'zh-Hans': '市场趋势', 'zh-Hant': '市場趨勢', en: 'Market trends' } },
        ],
      },
      {
        code: 'suggestion',
        kind: 'text',
        required: false,
        maxChoices: null,
        text: {
          'zh-Hans': '您对今后的研讨会有什么建议？',
          'zh-Hant': '您對今後的研討會有什麼建議？',
          en: 'What would you suggest for future seminars?',
        },
        options: [],
      },
    ],
  },
};

describe('SeminarSurveyPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 42 }));
  afterEach(() => session.signOut());

  it('asks the questions in the page language and sends the answers once they are complete', async () => {
    const fetchMock = createFetchMock({
      'GET register/rest/request/5/visitors/survey/20041722': () => SURVEY,
      'POST register/rest/answers/visitor/20041722/5': ({ body }) => ({
        ...SURVEY,
        answers: (body as { answers: unknown }).answers,
        answeredAt: '2024-05-15T08:00:00.000Z',
      }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarSurveyPage />, {
      path: '/seminar/survey',
      initialEntry: '/seminar/survey?request=5',
      lang: 'zh-Hant',
    });
    expect(await screen.findByText('您是透過什麼管道得知本次研討會的？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '送出答卷' }));
    expect(await screen.findByText('請選擇一項')).toBeTruthy();
    expect(await screen.findByText('請至少選擇一項')).toBeTruthy();
    await user.click(screen.getByLabelText('微信公眾號'));
    await user.click(screen.getByLabelText('市場趨勢'));
    await user.click(screen.getByLabelText('新材料與新工藝'));
    await user.type(screen.getByRole('textbox'), '  希望增加工廠參觀 ');
    await user.click(screen.getByRole('button', { name: '送出答卷' }));
    expect(await screen.findByText('感謝您的參與，答卷已儲存')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST register/rest/answers/visitor/20041722/5')).toEqual([
      { answers: { source: 'wechat', topics: ['materials', 'market'], suggestion: '希望增加工廠參觀' } },
    ]);
    // answered once: the answers are shown, there is nothing left to send
    expect(screen.getByText('您的答卷')).toBeTruthy();
    expect(screen.getByText('新材料與新工藝、市場趨勢')).toBeTruthy();
    expect(screen.getByText('希望增加工廠參觀')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '送出答卷' })).toBeNull();
  });

  it('shows the stored answers when the survey was already answered elsewhere', async () => {
    let stored: SurveyWithAnswers = SURVEY;
    const fetchMock = createFetchMock({
      'GET register/rest/request/5/visitors/survey/20041722': () => stored,
      'POST register/rest/answers/visitor/20041722/5': () => {
        stored = {
          ...SURVEY,
          answers: { source: 'website', topics: ['market'] },
          answeredAt: '2024-05-15T08:00:00.000Z',
        };
        return errorResponse(
          409,
          'You have already answered this survey; each registration answers it once',
          ErrorCode.SURVEY_ALREADY_ANSWERED,
        );
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SeminarSurveyPage />, {
      path: '/seminar/survey',
      initialEntry: '/seminar/survey?request=5',
      lang: 'en',
    });
    await user.click(await screen.findByLabelText('WeChat official account'));
    await user.click(screen.getByLabelText('Market trends'));
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(
      await screen.findByText('You have already answered this survey; each registration answers it once'),
    ).toBeTruthy();
    expect(await screen.findByText('The fair website')).toBeTruthy();
    expect(screen.getByText(/^Answered on 15 May 2024, 16:00 \(China time, UTC\+8\)/)).toBeTruthy();
    expect(screen.getByText('Not answered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).toBeNull();
  });

  it("shows the server's refusal", async () => {
    setupHttp(
      createFetchMock({
        'GET register/rest/request/5/visitors/survey/20041722': () =>
          errorResponse(404, 'Registration not found', ErrorCode.SURVEY_REQUEST_NOT_FOUND),
      }),
    );
    await renderPage(<SeminarSurveyPage />, {
      path: '/seminar/survey',
      initialEntry: '/seminar/survey?request=5',
      lang: 'en',
    });
    expect(await screen.findByText('errors.notFound')).toBeTruthy();
  });
});

describe('SurveyStatsPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs({ id: 1, roles: ['user', 'organizer'] }));
  afterEach(() => session.signOut());

  it('draws a bar per option with its count and share, and the latest written answers', async () => {
    const stats: SurveyStats = {
      survey: SURVEY.survey,
      responses: 4,
      questions: [
        {
          code: 'source',
          answered: 4,
          options: [
            { code: 'website', count: 1 },
            { code: 'wechat', count: 3 },
          ],
          latestTexts: [],
        },
        {
          code: 'topics',
          answered: 4,
          options: [
            { code: 'materials', count: 2 },
            { code: 'market', count: 4 },
          ],
          latestTexts: [],
        },
        { code: 'suggestion', answered: 1, options: [], latestTexts: ['More factory visits'] },
      ],
    };
    const fetchMock = createFetchMock({
      'GET portal/rest/surveys/stats/answer/20041722': () => stats,
      'GET portal/rest/surveys/stats/answer/200417': () => ({ ...stats, responses: 0, questions: [] }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<SurveyStatsPage />, { path: '/organizer/surveys', lang: 'en' });
    expect(await screen.findByText('4 responses')).toBeTruthy();
    const bar = screen.getByRole('img', { name: 'WeChat official account: 3 (75%)' });
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
    expect(screen.getByRole('img', { name: 'The fair website: 1 (25%)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Market trends: 4 (100%)' })).toBeTruthy();
    const text = screen.getByText('More factory visits');
    expect(within(text.closest('ul') as HTMLElement).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByText('Visitor survey (200417)'));
    expect(await screen.findByText('Nobody has answered this survey yet')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/organizer/surveys?survey=visitor');
  });
});
