import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUpload, renderPage } from '../../../test/render';
import { CardUpload } from './card-upload';

function Held({ onPicture }: { onPicture: (p: { url: string; name: string } | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <CardUpload label="名片正面" value={value} onChange={setValue} onError={() => {}} onPicture={onPicture} />
  );
}

/** Issue 24: "uploads show progress and a preview at once" — the business card of the pre-registration. */
describe('CardUpload progress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the picked card with the percent sent over it, then the uploaded picture', async () => {
    const { report, answer } = holdUpload('POST portal/rest/attachments/visitorCard/form');
    const pictures: unknown[] = [];
    const { container } = await renderPage(<Held onPicture={(p) => pictures.push(p)} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(2048)], 'card.png', { type: 'image/png' })] },
    });

    const slot = await waitFor(() => {
      const item = container.querySelector('.ant-upload-list-item-uploading');
      expect(item).not.toBeNull();
      return item as HTMLElement;
    });
    expect(slot.textContent).toContain('card.png');
    expect(slot.querySelector('[data-testid="upload-percent"]')?.textContent).toBe('0%');
    act(() => report(42));
    await waitFor(() =>
      expect(slot.querySelector('[data-testid="upload-percent"]')?.textContent).toBe('42%'),
    );

    answer({
      id: 31,
      url: '/attachment/visitorCard/2024/05/card.png',
      fileName: 'card.png',
      kind: 'visitorCard',
    });
    await waitFor(() => expect(screen.queryByTestId('upload-percent')).toBeNull());
    expect(container.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1);
    expect(pictures).toEqual([{ url: '/attachment/visitorCard/2024/05/card.png', name: 'card.png' }]);
  });
});
