import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { bootTexts } from './build/boot-texts';
import { inlineEntryCss } from './build/inline-entry-css';
import { pureContracts } from './build/pure-contracts';

const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), pureContracts(), inlineEntryCss(), bootTexts()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/register/rest', '/portal/rest', '/exhibitor/rest', '/attachment', '/docs', '/healthz', '/im'].map(
        (p) => [p, { target: api, ws: p === '/im', changeOrigin: false }],
      ),
    ),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Building a zod schema has no side effect: a schema nobody uses (e.g. beside a constant
      // of the same contracts file that the app shell needs) is left out of the bundle.
      treeshake: {
        manualPureFunctions: ['z'],
        // The app's own modules have no side effect at import (none is imported for one; only the
        // stylesheets are): a module none of whose exports a page uses is left out, so importing
        // a feature's index for its button does not bring the rest of the feature (with antd's
        // components) into the page's chunks (issue 22: the exhibitor and product pages).
        moduleSideEffects: (id: string) =>
          /\/apps\/web\/src\/.*\.[jt]sx?$/.test(id) && !id.endsWith('/src/main.tsx') ? false : undefined,
      },
      output: {
        manualChunks(id) {
          if (id.includes('node_modules/react') || id.includes('node_modules/scheduler')) return 'react';
          if (id.includes('node_modules/react-router')) return 'router';
          return undefined;
        },
      },
    },
  },
  test: {
    // Under Vitest, `antd` is Node's CommonJS build (lib/) while a deep import names the ES one:
    // the deep import of antd's App context (app/feedback.ts) must be the same module as the one
    // `App.useApp()` reads, as it is in the browser build (es/ for both).
    alias: [{ find: /^antd\/es\/app\/context$/, replacement: 'antd/lib/app/context' }],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/*.test.ts'],
    css: false,
    // antd forms under jsdom are slow on a loaded 2-core machine: a user-event journey of a
    // form can take several seconds without being wrong.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine,
    // which left a core idle for the whole web suite. Two, as the server suite has.
    maxWorkers: 2,
  },
});
