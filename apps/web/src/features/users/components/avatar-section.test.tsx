import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { AvatarSection } from './avatar-section';

/** Issue 24: an upload behind a button shows the percent sent beside it while it goes up. */
describe('AvatarSection upload progress', () => {
  it('shows the percent of the photo going up, and no percent once it has arrived', async () => {
    let report: (percent: number) => void = () => {};
    let answer: (value: unknown) => void = () => {};
    const fetchMock = createFetchMock({
      'POST exhibitor/rest/attachments/picture/form': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'PUT exhibitor/rest/users/42': ({ body }) => buildUser(body as object),
    });
    setupHttp(fetchMock, {
      sendWithProgress: (url, init, onProgress) => {
        report = onProgress;
        return fetchMock(url, init);
      },
    });
    const { container } = await renderPage(<AvatarSection user={buildUser()} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(1024)], 'me.png', { type: 'image/png' })] },
    });
    expect((await screen.findByTestId('upload-percent')).textContent).toBe('0%');
    act(() => report(42));
    expect(screen.getByTestId('upload-percent').textContent).toBe('42%');
    answer({ id: 9, url: '/attachment/picture/me.png', kind: 'picture' });
    await waitFor(() => expect(screen.queryByTestId('upload-percent')).toBeNull());
  });
});
