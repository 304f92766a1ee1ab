import { chromium } from '@playwright/test';

/**
 * /myEnterprise first paint (issue 23 item 9): a cold load of `/myEnterprise/basicinfo` as the
 * demo enterprise administrator against a running server (BENCH_URL, default
 * http://localhost:8204), BENCH_RUNS times (default 7), each in a fresh browser context (no cache).
 * Prints per run, from the navigation's start (the page's own performance clock):
 *   frame:   the center's menu is drawn (the frame, before any data);
 *   content: the enterprise's name is drawn in the overview (first content);
 *   bound / enterprise: when `isBoundEnterprise` and `enterprise/{id}` were asked for and answered,
 *   which shows whether the two calls run one after the other (a waterfall) or side by side.
 * Then the medians. Run: `npx tsx bench/first-paint/run.ts` from the repository root.
 */
const BASE = process.env.BENCH_URL ?? 'http://localhost:8204';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ACCOUNT = 'admin@demo.cidpex.cn';

interface Figures {
  frame: number;
  content: number;
  boundStart: number;
  boundEnd: number;
  entStart: number;
  entEnd: number;
}

/** An expression for the page: resolves with performance.now() once `selector` is in the document. */
function whenDrawn(selector: string): string {
  return `new Promise((resolve) => {
    const seen = () => document.querySelector(${JSON.stringify(selector)});
    if (seen()) return resolve(performance.now());
    new MutationObserver((_, obs) => {
      if (seen()) { obs.disconnect(); resolve(performance.now()); }
    }).observe(document, { childList: true, subtree: true });
  })`;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main() {
  const login = await fetch(`${BASE}/register/rest/loginAccounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: ACCOUNT, password: 'Cidpex2024' }),
  });
  const session = (await login.json()) as {
    data: { token: string; user: { id: number; enterpriseId: number | null } };
  };
  const { token, user } = session.data;
  // A returning visit: the browser keeps the enterprise it last saw (spec §3 enterpriseId), as
  // the center stores it after its first load. BENCH_FIRST_VISIT=1 leaves it out.
  const bound = (await (
    await fetch(`${BASE}/exhibitor/rest/staffs/isBoundEnterprise`, { headers: { 'x-auth-token': token } })
  ).json()) as { data: { membership: { enterpriseId: number } | null } };
  const kept = process.env.BENCH_FIRST_VISIT ? '' : String(bound.data.membership?.enterpriseId ?? '');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const rows: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ([t, u, e]) => {
        // In the page (the bench's tsconfig has no DOM types).
        const localStorage = (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage;
        if (e) localStorage.setItem('enterpriseId', e as string);
        localStorage.setItem('token', t as string);
        localStorage.setItem('user', u as string);
        localStorage.setItem('userId', String(JSON.parse(u as string).id));
        localStorage.setItem('lang', 'zh-Hans');
        localStorage.setItem('webSite', 'zh-Hans');
      },
      [token, JSON.stringify(user), kept],
    );
    const page = await context.newPage();
    await page.goto(`${BASE}/myEnterprise/basicinfo`, { waitUntil: 'commit' });
    // Strings, not functions: tsx would wrap named functions in a helper the page does not have.
    const frame = (await page.evaluate(whenDrawn('nav .ant-menu'))) as number;
    const content = (await page.evaluate(whenDrawn('.ant-descriptions'))) as number;
    const calls = (await page.evaluate(
      "performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd }))",
    )) as Array<{ name: string; start: number; end: number }>;
    const bound = calls.find((c) => c.name.includes('isBoundEnterprise'));
    const ent = calls.find((c) => /exhibitor\/rest\/enterprise\/\d+$/.test(c.name));
    rows.push({
      frame,
      content,
      boundStart: bound?.start ?? Number.NaN,
      boundEnd: bound?.end ?? Number.NaN,
      entStart: ent?.start ?? Number.NaN,
      entEnd: ent?.end ?? Number.NaN,
    });
    await context.close();
  }
  await browser.close();
  const r = (n: number) => Math.round(n);
  console.log('run | frame ms | content ms | bound asked→answered | enterprise asked→answered');
  for (const [i, x] of rows.entries()) {
    console.log(
      `${i + 1} | ${r(x.frame)} | ${r(x.content)} | ${r(x.boundStart)}→${r(x.boundEnd)} | ${r(x.entStart)}→${r(x.entEnd)}`,
    );
  }
  console.log(
    `median | ${r(median(rows.map((x) => x.frame)))} | ${r(median(rows.map((x) => x.content)))} | ${r(median(rows.map((x) => x.boundStart)))}→${r(median(rows.map((x) => x.boundEnd)))} | ${r(median(rows.map((x) => x.entStart)))}→${r(median(rows.map((x) => x.entEnd)))}`,
  );
}

await main();
