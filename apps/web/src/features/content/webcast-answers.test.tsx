import type { MyQuestion, OrganizerQuestion, OwnWebcast } from '@cidpex/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/session-store';
import { mockEnterpriseCenter } from '../../test/enterprise-center';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../test/render';
import WebcastCenterPage from './enterprise/webcast-center-page';
import WebcastReviewPage from './organizer/webcast-review-page';

const WEBCAST: OwnWebcast = {
  id: 31,
  enterpriseId: 7,
  enterpriseName: '青禾纸品示范有限公司',
  title: '柔韧系列发布直播',
  titleEn: 'Soft series launch',
  summary: '',
  report: '',
  poster: null,
  videos: [{ title: '发布会', url: '/media/live-demo/stream.m3u8', format: 'hls', attachmentId: null }],
  status: 'approved',
  reviewNote: null,
  submittedAt: '2024-05-01T02:00:00.000Z',
  reviewedAt: '2024-05-02T02:00:00.000Z',
  questionCount: 2,
  version: 3,
  updatedAt: '2024-05-02T02:00:00.000Z',
};

const question = (over: Partial<MyQuestion> = {}): MyQuestion => ({
  id: 5,
  body: '起订量多少？',
  answer: null,
  answeredBy: null,
  askedBy: '王**',
  createdAt: '2024-05-03T02:00:00.000Z',
  status: 'approved',
  ...over,
});

// Role queries pass `hidden: true`: their accessibility check computes styles over the whole
// enterprise centre in jsdom, which takes minutes on a busy machine.
describe('answers to webcast questions', { timeout: 60_000 }, () => {
  afterEach(() => session.signOut());

  it("the enterprise's staff answer an approved question; a refused save keeps what they typed", async () => {
    signInAs({ enterpriseId: 7 });
    let questions = [
      question(),
      question({ id: 6, body: '能寄样品吗？', answer: '可以，请留言地址', answeredBy: 'organizer' }),
    ];
    let refuse = true;
    const fetchMock = mockEnterpriseCenter({
      'GET exhibitor/rest/webcasts': () => [WEBCAST],
      'GET exhibitor/rest/webcasts/31/questions': () => questions,
      'POST exhibitor/rest/webcasts/31/questions/5/answer': ({ body }) => {
        if (refuse) return errorResponse(409, '这条提问现在不能回答', 12161);
        const answer = (body as { answer: string }).answer;
        questions = [{ ...questions[0]!, answer, answeredBy: 'enterprise' }, questions[1]!];
        return questions[0];
      },
    });
    const { user } = await renderPage(<WebcastCenterPage />, { path: '/myEnterprise/webcast' });
    await user.click(await screen.findByRole('button', { name: '回答提问', hidden: true }));
    const list = await screen.findByTestId('own-questions-31');
    const [first, second] = within(list).getAllByRole('listitem', { hidden: true }) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first.textContent).toContain('起订量多少？');
    // The organizer's answer shows with who wrote it, and fills the box to change it.
    expect(second.textContent).toContain('主办方回答：');
    expect((within(second).getByLabelText('回答') as HTMLTextAreaElement).value).toBe('可以，请留言地址');

    const box = within(first).getByLabelText('回答') as HTMLTextAreaElement;
    const save = within(first).getByRole('button', { name: '保存回答', hidden: true }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // fireEvent: antd's self-sizing text box measures itself on every key, slow in jsdom.
    fireEvent.change(box, { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '一个整柜起订' } });
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByText('这条提问现在不能回答')).toBeTruthy();
    expect(box.value).toBe('一个整柜起订');

    refuse = false;
    await user.click(save);
    expect(await screen.findByText('回答已保存，观众在直播页可以看到')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/webcasts/31/questions/5/answer')).toEqual([
      { answer: '一个整柜起订' },
      { answer: '一个整柜起订' },
    ]);
    // Read again: the answer shows as the enterprise's.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('own-questions-31')).getAllByRole('listitem', { hidden: true })[0]!
          .textContent,
      ).toContain('展商回答： 一个整柜起订'),
    );
    // The other question was never sent.
    expect(bodiesSentTo(fetchMock, 'POST exhibitor/rest/webcasts/31/questions/6/answer')).toEqual([]);
  });

  it('the organizer approves a question with an answer, or hides one without', async () => {
    signInAs({ roles: ['user', 'organizer'] });
    const pending: OrganizerQuestion[] = [
      { ...question({ status: 'pending' }), webcastId: 31, webcastTitle: WEBCAST.title },
      {
        ...question({ id: 8, body: '广告链接 http://spam', status: 'pending' }),
        webcastId: 31,
        webcastTitle: WEBCAST.title,
      },
    ];
    let queue = pending;
    const fetchMock = createFetchMock({
      'GET portal/rest/organizer/webcasts': () => ({ rows: [], total: 0, page: 1, pageSize: 20 }),
      'GET portal/rest/organizer/webcastQuestions': ({ url }) =>
        url.searchParams.get('status') === 'pending' ? queue : [],
      'POST portal/rest/organizer/webcastQuestions/5': ({ body }) => {
        queue = queue.filter((q) => q.id !== 5);
        return { ...pending[0]!, status: 'approved', answer: (body as { answer: string }).answer };
      },
      'POST portal/rest/organizer/webcastQuestions/8': () => {
        queue = queue.filter((q) => q.id !== 8);
        return { ...pending[1]!, status: 'rejected' };
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<WebcastReviewPage />, { path: '/organizer/webcasts' });
    await user.click(await screen.findByText('提问'));
    const queueList = await screen.findByTestId('question-queue');
    const item = (await within(queueList).findByText('起订量多少？')).closest(
      '.ant-list-item',
    ) as HTMLElement;
    fireEvent.change(within(item).getByLabelText('回复（选填）'), { target: { value: '一个整柜' } });
    await user.click(within(item).getByRole('button', { name: '通过并显示' }));
    expect(await screen.findByText('提问已显示')).toBeTruthy();
    await waitFor(() => expect(within(queueList).queryByText('起订量多少？')).toBeNull());

    const spam = within(queueList).getByText('广告链接 http://spam').closest('.ant-list-item') as HTMLElement;
    await user.click(within(spam).getByRole('button', { name: '不予显示' }));
    expect(await screen.findByText('提问已隐藏')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/organizer/webcastQuestions/5')).toEqual([
      { decision: 'approve', answer: '一个整柜' },
    ]);
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/organizer/webcastQuestions/8')).toEqual([
      { decision: 'reject' },
    ]);
  });
});
