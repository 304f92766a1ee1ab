import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import { createFetchMock, renderPage, setupHttp, signInAs } from '../../../test/render';
import SignUpResultPage from './sign-up-result-page';

describe('SignUpResultPage', { timeout: 30_000 }, () => {
  afterEach(() => session.signOut());

  it('welcomes the new user and offers the next steps', async () => {
    signInAs({ name: '王芳' });
    setupHttp(createFetchMock());
    await renderPage(<SignUpResultPage />, {
      path: '/user/signinResult',
      initialEntry: '/user/signinResult?redirect=%2Fseminar%2FseminarRegistration',
    });
    expect(screen.getByRole('heading', { level: 1, name: '注册成功' })).toBeTruthy();
    expect(subtitle().textContent).toMatch(/欢迎您，王芳！/);
    // The name is the user's own text, marked as Chinese.
    expect(screen.getByText('王芳').getAttribute('lang')).toBe('zh-Hans');
    expect(screen.getByRole('link', { name: '去预登记' }).getAttribute('href')).toBe(
      '/visitor/visitorRegister',
    );
    expect(screen.getByRole('link', { name: '进入个人中心' }).getAttribute('href')).toBe(
      '/userCenter/visitingCard',
    );
    expect(screen.getByRole('link', { name: '返回之前的页面' }).getAttribute('href')).toBe(
      '/seminar/seminarRegistration',
    );
  });

  it('speaks of Buyer Pre-Registration in English', async () => {
    signInAs({ name: null, email: 'anna@example.co.uk', mobile: null });
    setupHttp(createFetchMock());
    await renderPage(<SignUpResultPage />, { path: '/user/signinResult', lang: 'en' });
    expect(screen.getByText(/Buyer Pre-Registration/)).toBeTruthy();
    expect(subtitle().textContent).toMatch(/Welcome, anna@example.co.uk!/);
    expect(screen.queryByRole('link', { name: 'Back to where you were' })).toBeNull();
  });
});

/** The sentence under the heading (the user's name sits in its own marked element inside). */
function subtitle(): HTMLElement {
  const el = document.querySelector<HTMLElement>('.ant-result-subtitle');
  if (!el) throw new Error('no subtitle');
  return el;
}
