/**
 * The e-badge as files a visitor keeps on the phone (issue 24): a PNG (the picture saved to the
 * photos or a wallet app), a one-page A6 PDF holding that picture, and the fair days as a
 * calendar (.ics). Made in the browser from what the badge shows: nothing is sent anywhere.
 */

export interface BadgeFace {
  fair: string;
  dates: string;
  code: string;
  name: string;
  company: string;
  role: string;
  /** the QR code as an image URL (the SVG data URL of useQrCode) */
  qrSrc: string;
}

/** Size of the badge picture in pixels (A6 proportions, 105 × 148 mm). */
export const BADGE_PX = { width: 840, height: 1184 } as const;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('qr image'));
    img.src = src;
  });
}

/** Writes text centred at y, shrunk until it fits the width. */
function centred(ctx: CanvasRenderingContext2D, text: string, y: number, size: number, weight = 400) {
  const font = `"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","WenQuanYi Zen Hei",sans-serif`;
  let px = size;
  do {
    ctx.font = `${weight} ${px}px ${font}`;
    px -= 2;
  } while (ctx.measureText(text).width > BADGE_PX.width - 96 && px > 12);
  ctx.fillText(text, BADGE_PX.width / 2, y);
}

/** Draws the badge on a canvas: a teal band with the fair, the QR code, the code, name and company. */
export async function drawBadge(face: BadgeFace): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  canvas.width = BADGE_PX.width;
  canvas.height = BADGE_PX.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#0b5563';
  ctx.fillRect(0, 0, canvas.width, 230);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#ffffff';
  centred(ctx, face.fair, 92, 44, 700);
  centred(ctx, face.dates, 164, 28);
  const qr = await loadImage(face.qrSrc);
  ctx.drawImage(qr, (canvas.width - 480) / 2, 290, 480, 480);
  ctx.fillStyle = '#1f2933';
  centred(ctx, face.code, 820, 34, 600);
  centred(ctx, face.name, 910, 60, 700);
  ctx.fillStyle = '#3d4852';
  centred(ctx, face.company, 990, 34);
  ctx.fillStyle = '#c2410c';
  ctx.fillRect(0, canvas.height - 120, canvas.width, 120);
  ctx.fillStyle = '#ffffff';
  centred(ctx, face.role, canvas.height - 60, 44, 700);
  return canvas;
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(type))), type, quality),
  );
}

/** The badge as a PNG picture. */
export async function badgePng(face: BadgeFace): Promise<Blob> {
  return canvasBlob(await drawBadge(face), 'image/png');
}

/**
 * A one-page PDF of A6 size (297.6 × 419.5 pt) whose page is the JPEG picture `jpeg` of
 * `width` × `height` pixels, scaled to the page (PDF 1.4, the picture as a DCT stream).
 */
export function jpegPdf(jpeg: Uint8Array, width: number, height: number): Blob {
  const pageW = 297.64;
  const pageH = 419.53;
  const enc = new TextEncoder();
  const content = `q ${pageW} 0 0 ${pageH} 0 0 cm /Im0 Do Q`;
  const objects: (string | Uint8Array)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageW} ${pageH}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`,
    ],
    [
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      '\nendstream',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
  ];
  const parts: Uint8Array[] = [];
  let offset = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? enc.encode(part) : part;
    parts.push(bytes);
    offset += bytes.length;
  };
  push('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n');
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    push(`${i + 1} 0 obj\n`);
    for (const part of body) push(part);
    push('\nendobj\n');
  });
  const xref = offset;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const at of offsets) push(`${String(at).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Blob(parts as BlobPart[], { type: 'application/pdf' });
}

/** The badge as an A6 PDF (the picture on one page). */
export async function badgePdf(face: BadgeFace): Promise<Blob> {
  const jpeg = await canvasBlob(await drawBadge(face), 'image/jpeg', 0.92);
  return jpegPdf(new Uint8Array(await jpeg.arrayBuffer()), BADGE_PX.width, BADGE_PX.height);
}

/** Escapes a text value of iCalendar (RFC 5545 §3.3.11). */
function icsText(text: string) {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

export interface FairDays {
  /** first day, YYYY-MM-DD */
  startDate: string;
  /** last day, YYYY-MM-DD */
  endDate: string;
  /** opening and closing times on the fair's clock (China time, UTC+8), HH:MM */
  openTime: string;
  closeTime: string;
  title: string;
  location: string;
  description: string;
  uid: string;
}

/** UTC stamp of a China-time (UTC+8, no daylight saving) date and time. */
function utcStamp(date: string, time: string) {
  const at = new Date(`${date}T${time}:00+08:00`);
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The fair's opening hours on each of its days, as one repeating calendar event. */
export function fairIcs(days: FairDays, now = new Date()): string {
  const count = Math.round((Date.parse(days.endDate) - Date.parse(days.startDate)) / 86_400_000) + 1;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CIDPEX//Portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${days.uid}`,
    `DTSTAMP:${now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
    `DTSTART:${utcStamp(days.startDate, days.openTime)}`,
    `DTEND:${utcStamp(days.startDate, days.closeTime)}`,
    `RRULE:FREQ=DAILY;COUNT=${count}`,
    `SUMMARY:${icsText(days.title)}`,
    `LOCATION:${icsText(days.location)}`,
    `DESCRIPTION:${icsText(days.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers a file to save, as a download link does. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
