import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The QR code of a text as an SVG data URL (prints sharp, no canvas needed), null until made.
 * The one QR library of the portal is `qrcode` (STACK.md); use this hook or `components/qr-code`.
 */
export function useQrCode(text: string | null) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}
