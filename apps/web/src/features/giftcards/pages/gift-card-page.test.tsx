import { ErrorCode } from '@cidpex/contracts';
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
import GiftCardPage from './gift-card-page';

const PRIZE = {
  'zh-Hans': '展会纪念抽纸礼盒',
  'zh-Hant': '展會紀念抽紙禮盒',
  en: 'Fair souvenir tissue gift box',
};
const CODE = 'ABCD-EFGH-JKLM-NPQR';

describe('GiftCardPage', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs());
  afterEach(() => session.signOut());

  it('redeems a code and shows the prize in the page language, then lists it', async () => {
    let redeemed = false;
    const fetchMock = createFetchMock({
      'GET portal/rest/giftCards/mine': () =>
        redeemed ? [{ code: CODE, batchId: 1, prize: PRIZE, redeemedAt: '2024-05-15T02:00:00.000Z' }] : [],
      'POST portal/rest/giftCards/redeem': () => {
        redeemed = true;
        return {
          code: CODE,
          batchId: 1,
          prize: PRIZE,
          redeemedAt: '2024-05-15T02:00:00.000Z',
          alreadyYours: false,
        };
      },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<GiftCardPage />, { path: '/userCenter/giftCard', lang: 'en' });
    expect(await screen.findByText('You have not redeemed a gift card yet')).toBeTruthy();
    await user.type(screen.getByLabelText('Claim code'), 'abcd efgh jklm npqr');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Congratulations! You have won:')).toBeTruthy();
    expect((await screen.findAllByText('Fair souvenir tissue gift box')).length).toBeGreaterThan(0);
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/giftCards/redeem')).toEqual([
      { code: 'abcd efgh jklm npqr' },
    ]);
  });

  it('shows the server refusal under the field and keeps what was typed', async () => {
    const fetchMock = createFetchMock({
      'GET portal/rest/giftCards/mine': () => [],
      'POST portal/rest/giftCards/redeem': () =>
        errorResponse(400, '很抱歉，该礼品卡兑换码无效', ErrorCode.GIFTCARD_INVALID),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<GiftCardPage />, { path: '/userCenter/giftCard' });
    const input = await screen.findByLabelText('兑换码');
    await user.type(input, CODE);
    await user.click(screen.getByRole('button', { name: '立即兑换' }));
    expect(await screen.findByText('很抱歉，该礼品卡兑换码无效')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe(CODE);
  });

  it('checks the field before sending: required, then the code format', async () => {
    const fetchMock = createFetchMock({ 'GET portal/rest/giftCards/mine': () => [] });
    setupHttp(fetchMock);
    const { user } = await renderPage(<GiftCardPage />, { path: '/userCenter/giftCard', lang: 'zh-Hant' });
    await user.click(await screen.findByRole('button', { name: '立即兌換' }));
    expect(await screen.findByText('請輸入兌換碼')).toBeTruthy();
    await user.type(screen.getByLabelText('兌換碼'), 'abc');
    await user.click(screen.getByRole('button', { name: '立即兌換' }));
    expect(await screen.findByText('兌換碼應為 16 位字母和數字')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST portal/rest/giftCards/redeem')).toEqual([]);
  });
});
