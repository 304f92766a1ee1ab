import { createRequire } from 'node:module';
import path from 'node:path';
import type { OcrResult } from '@cidpex/contracts';
import type Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * The English trained data shipped by the npm package @tesseract.js-data/eng, so that
 * recognition never downloads anything: tesseract.js reads a local `langPath` from disk,
 * and in Node it loads its worker and the wasm core from node_modules (tesseract.js-core).
 * The LSTM engine reads the `best_int` data.
 */
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);
const RECOGNIZE_TIMEOUT_MS = 60_000;
const IDLE_MS = 5 * 60_000;

/**
 * One tesseract worker (a worker thread, so the event loop stays free), started on the
 * first card, used for one card at a time, and stopped after five idle minutes.
 */
export class OcrEngine {
  private worker: Promise<Tesseract.Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | undefined;

  recognize(picture: Buffer): Promise<string> {
    const run = this.queue.then(() => this.run(picture));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async run(picture: Buffer): Promise<string> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    // Grey, upright and at most 2000 px: faster and as readable as the original.
    // sharp and tesseract.js are loaded on the first card, not at start (resident memory).
    const [{ default: sharp }, { default: tesseract }] = await Promise.all([
      import('sharp'),
      import('tesseract.js'),
    ]);
    const prepared = await sharp(picture)
      .rotate()
      .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
      .grayscale()
      .png()
      .toBuffer();
    this.worker ??= tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      gzip: true,
      cacheMethod: 'none',
      logger: () => {},
      errorHandler: () => {},
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      const worker = await this.worker;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('OCR timed out')), RECOGNIZE_TIMEOUT_MS);
      });
      const { data } = await Promise.race([worker.recognize(prepared), timeout]);
      return data.text;
    } catch (err) {
      // A worker that failed or hung is not reused.
      await this.close();
      throw err;
    } finally {
      clearTimeout(timer);
      this.idleTimer = setTimeout(() => void this.close(), IDLE_MS);
      this.idleTimer.unref();
    }
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.then((w) => w.terminate()).catch(() => undefined);
  }
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
const WEBSITE =
  /\b(?:https?:\/\/[^\s,;]+|www\.[^\s,;]+|(?:[a-z0-9-]+\.)+(?:com|cn|net|org|hk|tw|info|biz|io|co|de|jp|uk|us|eu)(?:\.[a-z]{2})?\b(?:\/[^\s,;]*)?)/gi;
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const DATE = /^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/;

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Emails, phone numbers and websites found in a business card's text. */
export function parseCardText(text: string): OcrResult {
  const emails = unique((text.match(EMAIL) ?? []).map((e) => e.toLowerCase()));
  const withoutEmails = text.replace(EMAIL, ' ');
  const websites = unique(
    (withoutEmails.match(WEBSITE) ?? []).map((w) => w.replace(/[.)]+$/, '')).map((w) => w.toLowerCase()),
  );
  const withoutLinks = withoutEmails.replace(WEBSITE, ' ');
  const phones = unique(
    (withoutLinks.match(PHONE) ?? [])
      .map((p) => p.trim().replace(/\s+/g, ' '))
      .filter((p) => {
        const digits = p.replace(/\D/g, '').length;
        return digits >= 7 && digits <= 15 && !DATE.test(p);
      }),
  );
  return { text: text.trim(), emails, phones, websites };
}
