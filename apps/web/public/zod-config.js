// zod's parsers never try `new Function` in the browser: the portal's Content-Security-Policy
// forbids eval and Chromium reports even zod's caught probe as a violation (issue 16 item 5,
// e2e/tests/csp.spec.ts). zod reads this object when it loads; this file runs before the app.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
