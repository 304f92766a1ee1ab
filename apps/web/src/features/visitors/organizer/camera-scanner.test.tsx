import { screen, waitFor } from '@testing-library/react';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, renderPage, setupHttp } from '../../../test/render';
import { badgeCodeOf, CameraScanner } from './camera-scanner';

/** An e-badge QR as the camera would see it: RGBA pixels, 4 pixels a module, a white margin. */
function badgePixels(text: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const margin = 4;
  const size = (qr.modules.size + margin * 2) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < qr.modules.size; y++)
    for (let x = 0; x < qr.modules.size; x++)
      if (qr.modules.get(y, x))
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const i = (((y + margin) * scale + dy) * size + (x + margin) * scale + dx) * 4;
            data[i] = data[i + 1] = data[i + 2] = 0;
          }
  return { data, size };
}

describe('camera check-in (issue 23 item 10)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('jsQR reads the e-badge QR and the badge code is taken from it', () => {
    const { data, size } = badgePixels('CIDPEX:VB7K2M9Q');
    const read = jsQR(data, size, size);
    expect(read?.data).toBe('CIDPEX:VB7K2M9Q');
    expect(badgeCodeOf(read?.data ?? '')).toBe('VB7K2M9Q');
    expect(badgeCodeOf(' VB7K2M9Q ')).toBe('VB7K2M9Q');
  });

  it('starts the back camera, hands over the code read and stops the camera', async () => {
    setupHttp(createFetchMock());
    const stopTrack = vi.fn();
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const onCode = vi.fn();
    let frames = 0;
    const reader = async () => (++frames < 3 ? null : 'CIDPEX:VB7K2M9Q');
    const { user } = await renderPage(<CameraScanner onCode={onCode} readerFactory={async () => reader} />);
    await user.click(screen.getByRole('button', { name: '用摄像头扫码' }));
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('VB7K2M9Q'), { timeout: 5000 });
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(stopTrack).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: /用摄像头扫码/ })).toBeTruthy();
  });

  it('a refused camera says so and leaves the typed field to use', async () => {
    setupHttp(createFetchMock());
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(denied) },
    });
    const { user } = await renderPage(
      <CameraScanner onCode={vi.fn()} readerFactory={async () => async () => null} />,
      {
        lang: 'en',
      },
    );
    await user.click(screen.getByRole('button', { name: 'Scan with the camera' }));
    expect(await screen.findByText(/The camera was not allowed/)).toBeTruthy();
  });
});
