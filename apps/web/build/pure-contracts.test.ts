import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureContracts } from './pure-contracts';

const fixture = path.join(import.meta.dirname, 'fixtures/pure');

async function bundle(plugins: ReturnType<typeof pureContracts>[]) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pure-contracts-'));
  await build({
    root: fixture,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      outDir,
      minify: false,
      rollupOptions: { input: path.join(fixture, 'main.ts'), treeshake: { manualPureFunctions: ['z'] } },
    },
  });
  const dir = path.join(outDir, 'assets');
  const code = fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  fs.rmSync(outDir, { recursive: true, force: true });
  return code;
}

describe('pureContracts', () => {
  it('drops the schemas the app does not use and keeps the one it uses, working', async () => {
    const without = await bundle([]);
    expect(without).toContain('title: plain(120)');
    const code = await bundle([pureContracts('/fixtures/pure/packages/contracts/src/')]);
    expect(code).not.toContain('title:');
    expect(code).not.toContain('tag:');
    expect(code).not.toContain('中文内容');
    expect(code).toContain('name: plain(');
    // The kept schema still validates: run the bundle.
    const logged: unknown[] = [];
    new Function('console', code.replace(/^import .*$/gm, ''))({
      log: (...a: unknown[]) => logged.push(...a),
    });
    expect(logged).toEqual(['false', 'ab', '至少两个字']);
  }, 30_000);
});
