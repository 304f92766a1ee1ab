import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The server's outbox copy; E2E_DATA_DIR (default .tmp/e2e) is shared with scripts/e2e-server.mjs. */
const FILE = path.resolve(ROOT, process.env.E2E_DATA_DIR ?? '.tmp/e2e', 'outbox.jsonl');

/**
 * The newest 6-digit code sent to an address, read from the server's outbox copy (a file,
 * not an API). `nth` waits until that many notices reached the address (1 = the first).
 */
export async function latestCode(recipient: string, timeoutMs = 10_000, nth = 1): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(FILE)) {
      const notices = fs
        .readFileSync(FILE, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { recipient: string; body: string })
        .filter((n) => n.recipient === recipient);
      const match = notices.length >= nth ? notices.at(-1)?.body.match(/\b(\d{6})\b/) : null;
      if (match?.[1]) return match[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code (${nth}) was sent to ${recipient}`);
}
