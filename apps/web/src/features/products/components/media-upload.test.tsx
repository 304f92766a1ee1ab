import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { type Media, MediaUpload } from './media-upload';

function Held({ onValue }: { onValue: (v: Media[]) => void }) {
  const [value, setValue] = useState<Media[]>([]);
  return (
    <MediaUpload
      id="pictures"
      kind="enterpriseImage"
      max={5}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

/** Issue 24: "a slow uplink never leaves an empty slot" — the picked picture shows while it goes up. */
describe('MediaUpload', () => {
  it('shows a picked picture as uploading at once, then as held when the server has it', async () => {
    let answer: (value: unknown) => void = () => {};
    setupHttp(
      createFetchMock({
        'POST exhibitor/rest/attachments/enterpriseImage/form': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      }),
    );
    const values: Media[][] = [];
    const { container } = await renderPage(<Held onValue={(v) => values.push(v)} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array(2048)], 'roll.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });

    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-uploading')).not.toBeNull());
    expect(values).toEqual([]);

    answer({ id: 41, url: '/attachment/product/2024/05/roll.png', kind: 'enterpriseImage' });
    await waitFor(() => expect(values).toEqual([[{ id: 41, url: '/attachment/product/2024/05/roll.png' }]]));
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-uploading')).toBeNull());
    expect(container.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1);
    expect(screen.queryByText('roll.png')).not.toBeNull();
  });
});

/** Issue 24: "uploads show progress" — the pending slot shows the percent sent, from the upload's progress events. */
describe('MediaUpload progress', () => {
  it('shows the percent a progress event reports on the pending slot, over its preview', async () => {
    let report: (percent: number) => void = () => {};
    let answer: (value: unknown) => void = () => {};
    const fetchMock = createFetchMock({
      'POST exhibitor/rest/attachments/enterpriseImage/form': () =>
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
    const { container } = await renderPage(<Held onValue={() => {}} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(4096)], 'wipes.png', { type: 'image/png' })] },
    });

    const slot = await waitFor(() => {
      const item = container.querySelector('.ant-upload-list-item-uploading');
      expect(item).not.toBeNull();
      return item as HTMLElement;
    });
    expect(slot.textContent).toContain('0%');
    act(() => report(42));
    await waitFor(() =>
      expect(slot.querySelector('[data-testid="upload-percent"]')?.textContent).toBe('42%'),
    );

    answer({ id: 42, url: '/attachment/product/2024/05/wipes.png', kind: 'enterpriseImage' });
    await waitFor(() => expect(container.querySelector('[data-testid="upload-percent"]')).toBeNull());
  });
});
