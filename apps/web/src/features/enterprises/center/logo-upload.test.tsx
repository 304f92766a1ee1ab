import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { Overview } from './basic-info-page';

const ENTERPRISE = {
  enterprise: {
    id: 7,
    name: '青禾纸品示范有限公司',
    nameEn: 'Qinghe Demo Paper Co.',
    status: 'certified',
    logoUrl: null,
    secondaryBusiness: [],
  },
};

/** Issue 24: the enterprise logo shows the picked picture and the percent sent at once. */
describe('enterprise logo upload', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the picked logo and its percent while it goes up, then the stored logo', async () => {
    let report: (percent: number) => void = () => {};
    let answer: (value: unknown) => void = () => {};
    let stored: string | null = null;
    const fetchMock = createFetchMock({
      'GET exhibitor/rest/enterprise/7': () => ({
        ...ENTERPRISE,
        enterprise: { ...ENTERPRISE.enterprise, logoUrl: stored },
      }),
      'POST exhibitor/rest/attachments/7/form': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'PUT exhibitor/rest/enterprise/7/logo': () => {
        stored = '/attachment/logo/2024/05/logo.png';
        return { ...ENTERPRISE.enterprise, logoUrl: stored };
      },
    });
    setupHttp(fetchMock, {
      sendWithProgress: (url, init, onProgress) => {
        report = onProgress;
        return fetchMock(url, init);
      },
    });
    const { container } = await renderPage(<Overview enterpriseId={7} canEditLogo admin />);
    await screen.findByText('青禾纸品示范有限公司');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' })] },
    });
    expect((await screen.findByTestId('logo-preview')).getAttribute('src')).toBe('blob:logo');
    expect(screen.getByTestId('upload-percent').textContent).toBe('0%');
    act(() => report(42));
    expect(screen.getByTestId('upload-percent').textContent).toBe('42%');
    answer({ id: 81, url: '/attachment/logo/2024/05/logo.png', kind: 'logo' });
    await waitFor(() => expect(screen.queryByTestId('upload-percent')).toBeNull());
    expect(screen.queryByTestId('logo-preview')).toBeNull();
    await waitFor(() =>
      expect(
        container.querySelector('img[src="/attachment/logo/2024/05/logo.png?width=176"]'),
      ).not.toBeNull(),
    );
  });
});
