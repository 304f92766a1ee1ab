import { act, fireEvent, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { type Picture, PictureUpload } from './picture-upload';

function Held({ kind, onValue }: { kind: 'logo' | 'enterpriseImage'; onValue: (v: Picture | null) => void }) {
  const [value, setValue] = useState<Picture | null>(null);
  return (
    <PictureUpload
      id="picture"
      kind={kind}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

/** Issue 24: an activity's cover and a brand's logo show at once, with the percent sent. */
describe('PictureUpload progress', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['enterpriseImage', 'logo'] as const)(
    'shows the picked %s with its preview and the percent, then the held picture',
    async (kind) => {
      let report: (percent: number) => void = () => {};
      let answer: (value: unknown) => void = () => {};
      const fetchMock = createFetchMock({
        [`POST exhibitor/rest/attachments/${kind}/form`]: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      });
      setupHttp(fetchMock, {
        sendWithProgress: (url, init, onProgress) => {
          report = onProgress;
          return fetchMock(url, init);
        },
      });
      const values: (Picture | null)[] = [];
      const { container } = await renderPage(<Held kind={kind} onValue={(v) => values.push(v)} />);
      const input = container.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, {
        target: { files: [new File([new Uint8Array(4096)], 'cover.png', { type: 'image/png' })] },
      });

      const slot = await waitFor(() => {
        const item = container.querySelector('.ant-upload-list-item-uploading');
        expect(item).not.toBeNull();
        return item as HTMLElement;
      });
      expect(slot.querySelector('img.pending-upload-preview')?.getAttribute('src')).toBe('blob:preview');
      expect(slot.querySelector('[data-testid="upload-percent"]')?.textContent).toBe('0%');
      act(() => report(42));
      await waitFor(() =>
        expect(slot.querySelector('[data-testid="upload-percent"]')?.textContent).toBe('42%'),
      );

      answer({ id: 61, url: '/attachment/activity/2024/05/cover.png', kind });
      await waitFor(() =>
        expect(values).toEqual([{ id: 61, url: '/attachment/activity/2024/05/cover.png' }]),
      );
      await waitFor(() => expect(container.querySelector('[data-testid="upload-percent"]')).toBeNull());
    },
  );
});
