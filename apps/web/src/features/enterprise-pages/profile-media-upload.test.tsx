import { act, fireEvent, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdUpload, renderPage } from '../../test/render';
import { type Pic, PicturesUpload } from './profile-media';

function Held({ onValue }: { onValue: (v: Pic[]) => void }) {
  const [value, setValue] = useState<Pic[]>([]);
  return (
    <PicturesUpload
      id="cover"
      max={1}
      otherBytes={0}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

/** Issue 24: the enterprise page's cover and site pictures show at once, with the percent sent. */
describe('PicturesUpload progress', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the picked picture with its preview and the percent at once, then the held picture', async () => {
    const { report, answer } = holdUpload('POST exhibitor/rest/attachments/enterpriseImage/form');
    const values: Pic[][] = [];
    const { container } = await renderPage(<Held onValue={(v) => values.push(v)} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(4096)], 'hall.png', { type: 'image/png' })] },
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
    expect(values).toEqual([]);

    answer({
      id: 51,
      url: '/attachment/enterpriseImage/2024/05/hall.png',
      size: 4096,
      kind: 'enterpriseImage',
    });
    await waitFor(() =>
      expect(values).toEqual([[{ id: 51, url: '/attachment/enterpriseImage/2024/05/hall.png', size: 4096 }]]),
    );
    await waitFor(() => expect(container.querySelector('[data-testid="upload-percent"]')).toBeNull());
  });
});
