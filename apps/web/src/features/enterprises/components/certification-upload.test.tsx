import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdUpload, renderPage } from '../../../test/render';
import { CertificationForm } from './certification-form';

/** Issue 24: the business licence of a certification shows at once, with the percent sent. */
describe('certification licence upload', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:licence', revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the picked licence and the percent while it goes up', async () => {
    const { report, answer } = holdUpload('POST exhibitor/rest/attachments/license/form');
    const { container } = await renderPage(<CertificationForm onDone={() => {}} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(2048)], 'licence.png', { type: 'image/png' })] },
    });
    const picked = await screen.findByTestId('licence-picked');
    expect(within(picked).getByRole('img', { name: 'licence.png' }).getAttribute('src')).toBe('blob:licence');
    expect((await screen.findByTestId('upload-percent')).textContent).toBe('0%');
    act(() => report(42));
    expect(screen.getByTestId('upload-percent').textContent).toBe('42%');
    answer({
      id: 91,
      url: '/attachment/license/2024/05/licence.png',
      fileName: 'licence.png',
      kind: 'license',
    });
    await waitFor(() => expect(screen.queryByTestId('upload-percent')).toBeNull());
    expect(screen.getByTestId('licence-picked')).toBeTruthy();
  });
});
