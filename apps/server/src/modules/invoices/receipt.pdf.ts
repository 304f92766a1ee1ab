import { access, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FAIR, type InvoiceType, type Locale, type PaymentMethod } from '@cidpex/contracts';
import { AppError } from '../../platform/errors';
import { RECEIPT_TEXTS } from './receipt.messages';

/**
 * The receipt PDF. Chinese text needs a CJK font that a fresh machine has: Noto Sans SC from
 * the npm package @expo-google-fonts/noto-sans-sc (a dependency of the server; it also covers
 * the Traditional characters used here). If that package is missing, Debian's WenQuanYi Micro
 * Hei (fonts-wqy-microhei) is used when installed; with neither, the caller is told
 * INVOICE_FONT_MISSING. pdfkit embeds only the glyphs used (a subset): a receipt is ~15 kB.
 */
const require = createRequire(import.meta.url);
const NPM_FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
const DEBIAN_FONT = { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYi Micro Hei' };

interface LoadedFont {
  data: Buffer;
  family?: string;
}
let fontPromise: Promise<LoadedFont | null> | undefined;

async function findFont(): Promise<LoadedFont | null> {
  try {
    return { data: await readFile(require.resolve(NPM_FONT)) };
  } catch {
    // not installed: try the system font
  }
  try {
    await access(DEBIAN_FONT.path);
    return { data: await readFile(DEBIAN_FONT.path), family: DEBIAN_FONT.family };
  } catch {
    return null;
  }
}

/** The CJK font, read once per process. */
async function cjkFont(): Promise<LoadedFont> {
  fontPromise ??= findFont();
  const font = await fontPromise;
  if (!font) {
    fontPromise = undefined;
    throw new AppError('INVOICE_FONT_MISSING');
  }
  return font;
}

export interface ReceiptData {
  locale: Locale;
  reference: string;
  payer: string;
  taxpayerId: string;
  invoiceType: InvoiceType;
  email: string;
  contact: string | null;
  paidAt: Date;
  method: PaymentMethod | null;
  itemTitle: string;
  items: { attendee: string; amount: number }[];
  amount: number;
}

/** Fen as yuan with two decimals and thousands separators: 128000 → "1,280.00". */
export function yuan(fen: number): string {
  return (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function fairTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: FAIR.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const font = await cjkFont();
  const t = RECEIPT_TEXTS[data.locale];
  // pdfkit (~24 MiB resident) is loaded on the first receipt, not at start (docs/benchmarks.md).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${t.title} ${data.reference}`,
      Subject: `CIDPEX ${FAIR.startDate} ${data.reference}`,
      Author: t.issuer,
      Keywords: data.reference,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font.family) doc.registerFont('cjk', font.data, font.family);
  else doc.registerFont('cjk', font.data);
  doc.font('cjk');

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fontSize(10).fillColor('#555555').text(t.fair, { width });
  doc.moveDown(0.8);
  doc.fontSize(22).fillColor('#000000').text(t.title, { width, align: 'center' });
  doc.moveDown(0.8);

  const rows: [string, string][] = [
    [t.receiptNo, data.reference],
    [t.payer, data.payer],
    [t.taxpayerId, data.taxpayerId],
    [t.invoiceType, t.types[data.invoiceType]],
    ...(data.contact ? ([[t.contact, data.contact]] as [string, string][]) : []),
    [t.paidAt, `${fairTime(data.paidAt)} (${t.timeZone})`],
    ...(data.method ? ([[t.method, t.methods[data.method]]] as [string, string][]) : []),
  ];
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor('#555555').text(label, left, y, { width: 150 });
    const labelBottom = doc.y;
    doc.fillColor('#000000').text(value, left + 160, y, { width: width - 160 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }

  doc.moveDown(0.8);
  doc.fontSize(13).text(t.items, left, doc.y, { width });
  doc.moveDown(0.3);
  const cols = [left, left + 40, left + 250, left + width - 110];
  const header = [t.columns.no, t.columns.item, t.columns.attendee, t.columns.price];
  const line = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke();
  const drawRow = (cells: string[], bold = false) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const x = cols[i] ?? left;
      const w = (cols[i + 1] ?? left + width) - x - 6;
      doc
        .fillColor(bold ? '#000000' : '#222222')
        .text(cell, x, y, { width: w, align: i === 3 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
    line(doc.y - 2);
  };
  doc.fontSize(10);
  line(doc.y - 2);
  drawRow(header, true);
  data.items.forEach((item, i) => {
    drawRow([String(i + 1), data.itemTitle || t.seat, item.attendee, yuan(item.amount)]);
  });
  doc.moveDown(0.3);
  doc
    .fontSize(13)
    .fillColor('#000000')
    .text(`${t.total}  ¥ ${yuan(data.amount)}`, left, doc.y, { width, align: 'right' });

  doc.moveDown(2);
  doc.fontSize(10).fillColor('#444444').text(t.note.replace('{email}', data.email), left, doc.y, { width });
  doc.moveDown(1.5);
  doc.fontSize(11).fillColor('#000000').text(t.issuer, left, doc.y, { width, align: 'right' });
  doc.end();
  return done;
}
