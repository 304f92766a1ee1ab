import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { useTestApp } from './test/harness';

/** A built web app in a temp folder: index.html, one hashed asset (with its .br and .gz), one root file. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cidpex-web-'));
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<!-- padding -->'.repeat(100)}</body></html>`;
const ASSET = `export const greeting = ${JSON.stringify('你好, CIDPEX '.repeat(400))};\n`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), ASSET);
fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.br'), zlib.brotliCompressSync(ASSET));
fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.gz'), zlib.gzipSync(ASSET));
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const ctx = useTestApp({ webDist: dist });
const extra: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(extra.map((a) => a.close()));
  fs.rmSync(dist, { recursive: true, force: true });
});

const vary = (headers: Record<string, unknown>) => String(headers.vary ?? '').toLowerCase();

describe('runtime: the web app is sent compressed and cached', () => {
  it('a hashed asset: the precompressed brotli file, immutable for a year, Vary: Accept-Encoding', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(vary(res.headers)).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('gzip for a client without brotli, the plain file for one without either', async () => {
    const gz = await ctx.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(ASSET);
    const plain = await ctx.app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('index.html (any page of the app) is revalidated on every visit and sent compressed', async () => {
    for (const url of ['/', '/en/exhibitors']) {
      const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(vary(res.headers)).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('a file at the root without a hash in its name is not cached for a year', async () => {
    const res = await ctx.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is a 404, not the app page', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-Gone0000.js' });
    expect(res.statusCode).toBe(404);
  });
});

describe('runtime: HEAD', () => {
  it('answers for the pages, the files and the health checks, not for the API routes', async () => {
    for (const url of [
      '/',
      '/exhibitors',
      '/assets/index-Ab12Cd34.js',
      '/favicon.svg',
      '/healthz',
      '/readyz',
    ]) {
      const res = await ctx.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('');
    }
    const api = await ctx.app.inject({ method: 'GET', url: '/portal/rest/catalogs/navi/site/1' });
    expect(api.statusCode).toBe(200);
    const head = await ctx.app.inject({ method: 'HEAD', url: '/portal/rest/catalogs/navi/site/1' });
    expect(head.statusCode).toBe(404);
  });
});

describe('runtime: API answers are compressed above 1 KiB', () => {
  it('a large JSON answer leaves gzip-compressed with Vary, and reads the same', async () => {
    const url = '/portal/rest/dicts/exhibition/200417/industry';
    const plain = await ctx.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await ctx.app.inject({ url, headers: { 'accept-language': 'en', 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(vary(gz.headers)).toContain('accept-encoding');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small answer goes as it is', async () => {
    const res = await ctx.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('runtime: /healthz and /readyz, outside the API envelope', () => {
  it('both answer ok when the database answers', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      db: 'ok',
      driver: ctx.database.driver,
      redis: 'not configured',
    });
  });

  it('a database that does not answer: /readyz 503, /healthz still ok (the process is alive)', async () => {
    const app = await buildApp({
      config: ctx.config,
      database: { ...ctx.database, exec: () => Promise.reject(new Error('connection refused')) },
    });
    extra.push(app);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', db: 'unavailable' });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('with REDIS_URL, Redis must answer too', async () => {
    const up = await buildApp({
      config: { ...ctx.config, redisUrl: 'redis://127.0.0.1:6379' },
      database: ctx.database,
    });
    extra.push(up);
    const ok = await up.inject({ url: '/readyz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'ok', redis: 'ok' });

    // Nothing listens on port 1.
    const down = await buildApp({
      config: { ...ctx.config, redisUrl: 'redis://127.0.0.1:1' },
      database: ctx.database,
    });
    extra.push(down);
    const refused = await down.inject({ url: '/readyz' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ status: 'unavailable', db: 'ok', redis: 'unavailable' });
  });
});
