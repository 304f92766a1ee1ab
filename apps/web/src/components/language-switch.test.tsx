import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '../lib/i18n';
import { getLang } from '../lib/session/storage';
import { renderPage } from '../test/render';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('is a select named by its label whose options carry their language; choosing one switches everything', async () => {
    const { user } = await renderPage(<LanguageSwitch compact />, { path: '/home' });
    const select = screen.getByRole('combobox', { name: '语言' }) as HTMLSelectElement;
    expect(select.value).toBe('zh-Hans');
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.lang, o.textContent])).toEqual([
      ['zh-Hans', 'zh-Hans', '简体中文'],
      ['zh-Hant', 'zh-Hant', '繁體中文'],
      ['en', 'en', 'English'],
    ]);
    // The compact (phone) face shows the short form, marked with its language.
    expect(screen.getByText('简').getAttribute('lang')).toBe('zh-Hans');

    await user.selectOptions(select, 'en');
    await waitFor(() => expect(i18next.language).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    expect(getLang()).toBe('en');
    // From the Chinese home page the English one follows.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/IndexEn'));
  });

  it('keeps any other page where it is', async () => {
    const { user } = await renderPage(<LanguageSwitch />, { path: '/exhibitorList', lang: 'en' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh-Hant');
    await waitFor(() => expect(i18next.language).toBe('zh-Hant'));
    expect(screen.getByText('繁體中文', { selector: 'span' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/exhibitorList');
  });
});
