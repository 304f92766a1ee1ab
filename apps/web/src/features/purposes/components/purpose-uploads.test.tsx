import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { CoverCropper } from './cover-cropper';
import { PurposeForm } from './purpose-form';

const UPLOAD = 'POST exhibitor/rest/attachments/postImage/form';

/** A held upload whose progress the test reports and whose answer the test gives. */
function heldUpload() {
  const held = { report: (_: number) => {}, answer: (_: unknown) => {} };
  const fetchMock = createFetchMock({
    [UPLOAD]: () =>
      new Promise((resolve) => {
        held.answer = resolve;
      }),
  });
  setupHttp(fetchMock, {
    sendWithProgress: (url, init, onProgress) => {
      held.report = onProgress;
      return fetchMock(url, init);
    },
  });
  return held;
}

/** Issue 24: a post's pictures and its cover show the percent sent while they go up. */
describe('post uploads progress', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a picked post picture with its preview and the percent at once', async () => {
    const held = heldUpload();
    const { container } = await renderPage(<PurposeForm />, { path: '/purpose/publish' });
    const input = container.querySelector('.ant-upload input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(4096)], 'roll.png', { type: 'image/png' })] },
    });
    const slot = await waitFor(() => {
      const item = container.querySelector('.ant-upload-list-item-uploading');
      expect(item).not.toBeNull();
      return item as HTMLElement;
    });
    expect(slot.querySelector('img.pending-upload-preview')?.getAttribute('src')).toBe('blob:preview');
    act(() => held.report(42));
    await waitFor(() =>
      expect(slot.querySelector('[data-testid="upload-percent"]')?.textContent).toBe('42%'),
    );
    held.answer({ id: 71, url: '/attachment/postImage/2024/05/roll.png', kind: 'postImage' });
    await waitFor(() => expect(container.querySelector('[data-testid="upload-percent"]')).toBeNull());
    expect(container.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1);
  });

  it('shows the percent of the cropped cover going up, beside its preview', async () => {
    // jsdom draws nothing: a picture that loads at once and a canvas that gives a JPEG.
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = 430;
        naturalHeight = 280;
        onload: (() => void) | null = null;
        set src(_: string) {
          setTimeout(() => this.onload?.(), 0);
        }
      },
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback) =>
      done(new Blob([new Uint8Array(1000)], { type: 'image/jpeg' })),
    );
    const held = heldUpload();
    const chosen: unknown[] = [];
    const { user } = await renderPage(<CoverCropper id="cover" onChange={(v) => chosen.push(v)} />);
    fireEvent.change(screen.getByLabelText('选择封面图片'), {
      target: { files: [new File([new Uint8Array(2048)], 'cover.png', { type: 'image/png' })] },
    });
    expect(await screen.findByLabelText('封面预览 215×140')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '使用此封面' }));
    expect((await screen.findByTestId('upload-percent')).textContent).toBe('0%');
    act(() => held.report(42));
    expect(screen.getByTestId('upload-percent').textContent).toBe('42%');
    held.answer({ id: 72, url: '/attachment/postImage/2024/05/cover.jpg', kind: 'postImage' });
    await waitFor(() => expect(screen.queryByTestId('upload-percent')).toBeNull());
    expect(chosen).toHaveLength(1);
  });
});
