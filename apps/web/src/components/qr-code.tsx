import { useQrCode } from '../lib/use-qr-code';

export interface QrCodeProps {
  value: string;
  size: number;
  /** What the code is, for screen readers; without it the code is decorative (its text is on the page). */
  label?: string;
  className?: string;
}

/** A QR code of `value`, `size` pixels square; the space is kept while the code is made. */
export function QrCode({ value, size, label, className }: QrCodeProps) {
  const src = useQrCode(value);
  const style = { display: 'inline-block', width: size, height: size };
  const image = src && <img src={src} alt="" width={size} height={size} style={{ display: 'block' }} />;
  return label ? (
    <span className={className} role="img" aria-label={label} style={style}>
      {image}
    </span>
  ) : (
    <span className={className} aria-hidden style={style}>
      {image}
    </span>
  );
}
