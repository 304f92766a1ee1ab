import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { ComingSoon, Forbidden, NotFound } from './lazy-screens';

describe('screens loaded when shown', () => {
  it('show the coming-soon, not-found and forbidden screens once their chunk is in', async () => {
    const first = await renderPage(<ComingSoon />, { path: '/x' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /首页|首頁/ }).getAttribute('href')).toBe('/home');
    first.unmount();

    const second = await renderPage(<NotFound />, { path: '/x', lang: 'en' });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    second.unmount();

    await renderPage(<Forbidden />, { path: '/x', lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeTruthy();
    expect(screen.queryByText('Login expired, please login again')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/IndexEn');
    expect(screen.getByRole('link', { name: 'Sign in as the organizer' }).getAttribute('href')).toBe(
      '/organizer/login',
    );
  });
});
