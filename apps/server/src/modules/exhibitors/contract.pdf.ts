import { access, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { BoothContract } from '@cidpex/contracts';
import { AppError } from '../../platform/errors';
import { CONTRACT_TEXTS, type ContractLang } from './contract.messages';

/*
 * The booth contract as a PDF (pdfkit, as the seminar receipt). Chinese needs a CJK font a
 * fresh machine has: Noto Sans SC from the npm package @expo-google-fonts/noto-sans-sc (a
 * server dependency), else Debian's WenQuanYi Micro Hei; with neither, CONTRACT_FONT_MISSING.
 */
const require = createRequire(import.meta.url);
const NPM_FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
const DEBIAN_FONT = { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYi Micro Hei' };

let fontPromise: Promise<{ data: Buffer; family?: string } | null> | undefined;

async function findFont() {
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

async function cjkFont() {
  fontPromise ??= findFont();
  const font = await fontPromise;
  if (!font) {
    fontPromise = undefined;
    throw new AppError('CONTRACT_FONT_MISSING');
  }
  return font;
}

/** Fen as yuan with two decimals and thousands separators. */
export function yuan(fen: number): string {
  return (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export async function renderContract(contract: BoothContract, lang: ContractLang): Promise<Buffer> {
  const font = await cjkFont();
  const t = CONTRACT_TEXTS[lang];
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t.title} ${contract.contractNo}`, Author: t.organizer, Keywords: contract.contractNo },
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
  doc.moveDown(0.6);
  doc.fontSize(20).fillColor('#000000').text(t.title, { width, align: 'center' });
  doc.moveDown(0.6);
  const rows: [string, string][] = [
    [t.contractNo, contract.contractNo],
    [t.partyA, t.organizer],
    [t.partyB, contract.enterpriseName],
    [t.dates, t.datesValue],
  ];
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor('#555555').text(label, left, y, { width: 130 });
    const bottom = doc.y;
    doc.fillColor('#000000').text(value, left + 140, y, { width: width - 140 });
    doc.y = Math.max(doc.y, bottom) + 4;
  }

  doc.moveDown(0.6);
  doc.fontSize(13).text(t.booths, left, doc.y, { width });
  doc.moveDown(0.3);
  const cols = [left, left + 90, left + 170, left + 280, left + width - 120];
  const line = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke();
  const drawRow = (cells: string[]) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const x = cols[i] ?? left;
      const w = (cols[i + 1] ?? left + width) - x - 6;
      doc
        .fillColor('#222222')
        .text(cell, x, y, { width: w, align: i === cells.length - 1 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
    line(doc.y - 2);
  };
  doc.fontSize(10);
  line(doc.y - 2);
  drawRow([t.columns.booth, t.columns.hall, t.columns.type, t.columns.size, t.columns.price]);
  for (const b of contract.booths) {
    drawRow([
      b.boothNo,
      b.hall,
      `${t.types[b.type]}${b.corner ? ` · ${t.corner}` : ''}`,
      `${b.size} m²`,
      `¥ ${yuan(b.price)}`,
    ]);
  }
  doc.moveDown(0.3);
  doc
    .fontSize(13)
    .fillColor('#000000')
    .text(`${t.total}  ¥ ${yuan(contract.amount)}`, left, doc.y, {
      width,
      align: 'right',
    });

  doc.moveDown(1);
  doc.fontSize(12).text(t.termsTitle, left, doc.y, { width });
  doc.moveDown(0.3);
  doc.fontSize(10).fillColor('#222222');
  t.terms.forEach((term, i) => {
    doc.text(`${i + 1}. ${term.replace('{reference}', contract.contractNo)}`, left, doc.y, { width });
    doc.moveDown(0.2);
  });
  doc.moveDown(1.5);
  const y = doc.y;
  doc
    .fontSize(11)
    .fillColor('#000000')
    .text(`${t.partyA}: ${t.organizer}`, left, y, { width: width / 2 - 10 });
  doc.text(`${t.sign}: ____________`, left, doc.y + 16, { width: width / 2 - 10 });
  doc.text(`${t.partyB}: ${contract.enterpriseName}`, left + width / 2, y, { width: width / 2 });
  doc.text(`${t.sign}: ____________`, left + width / 2, doc.y + 16, { width: width / 2 });
  doc.end();
  return done;
}
