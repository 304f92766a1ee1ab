import net from 'node:net';
import { Writable } from 'node:stream';
import { ErrorCode } from '@cidpex/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { redactUrl } from './logging';

/** docs/security.md: request logs without personal numbers or secrets; the router's refusals in the envelope. */
let app: FastifyInstance;
let database: Database;
const lines: string[] = [];

beforeAll(async () => {
  database = await openDatabase({ poolSize: 1 });
  await migrateDatabase(database);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config: testConfig({ logLevel: 'info' }), database, logStream: stream });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request log', () => {
  it('never records an ID number, mobile, code, token or password from the URL', async () => {
    const id = '11010519491231002X';
    await app.inject({ method: 'GET', url: `/register/rest/visitors/checkIdCard/200417/${id}` });
    await app.inject({ method: 'GET', url: '/register/rest/visitors/checkIdCard/200417/E12345678' });
    await app.inject({
      method: 'GET',
      url: '/portal/rest/users/13912345678?code=482913&token=abc.def&page=2',
    });
    await app.inject({
      method: 'POST',
      url: '/register/rest/login?password=hunter2',
      payload: { password: 'Secret-123' },
    });
    const log = lines.join('');
    expect(log).toContain('/register/rest/visitors/checkIdCard/200417/[redacted]');
    for (const secret of [id, 'E12345678', '13912345678', '482913', 'abc.def', 'hunter2', 'Secret-123']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('page=2');
  });

  it('redacts by shape anywhere in the path and by name in the query', () => {
    expect(redactUrl('/x/110105194912310021/y')).toBe('/x/[redacted]/y');
    expect(redactUrl('/x/123456789012345')).toBe('/x/[redacted]');
    expect(redactUrl('/portal/rest/products/42?emailCode=1&idCardNo=2&q=ok')).toBe(
      '/portal/rest/products/42?emailCode=[redacted]&idCardNo=[redacted]&q=ok',
    );
  });
});

describe("the router's own refusals", () => {
  it('a path parameter over 300 characters: 414 in the envelope, in the caller language, without the URL', async () => {
    const long = 'x'.repeat(400);
    const res = await app.inject({
      method: 'POST',
      url: `/portal/rest/payments/${long}/start`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      errorCode: ErrorCode.URL_TOO_LONG,
      errorMsg: 'The request address is too long',
    });
    expect(res.body).not.toContain(long);
  });

  it('a bad % escape: 400 in the envelope', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/portal/rest/attachments/%zz',
      headers: { 'accept-language': 'zh-Hant' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      errorCode: ErrorCode.BAD_URL,
      errorMsg: '請求網址格式不正確',
    });
  });

  it('an oversize JSON body: 413 saying the data is too large (not a file)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/register/rest/login',
      payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      errorCode: ErrorCode.BODY_TOO_LARGE,
      errorMsg: 'The data sent is too large',
    });
  });
});

/**
 * Sends `size` bytes of body in 64 KiB pieces, a little at a time as a phone would over the air,
 * and answers whether every piece went out (no reset, no broken pipe) and the status line read after.
 */
async function sendSlowly(port: number, path: string, contentType: string, size: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  let failure: string | null = null;
  socket.on('data', (chunk) => {
    answer += chunk.toString('latin1');
  });
  socket.on('error', (err) => {
    failure = (err as NodeJS.ErrnoException).code ?? err.message;
  });
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${size}\r\nAccept-Language: en\r\n\r\n`,
  );
  const piece = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  while (sent < size && !failure && !socket.destroyed) {
    const n = Math.min(piece.length, size - sent);
    await new Promise<void>((resolve) => socket.write(piece.subarray(0, n), () => resolve()));
    sent += n;
    await new Promise((r) => setTimeout(r, 2));
  }
  const deadline = Date.now() + 5000;
  while (!answer.includes('\r\n\r\n') && !failure && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
  }
  socket.destroy();
  return { sent, failure, status: answer.split(' ')[1], body: answer.split('\r\n\r\n')[1] ?? '' };
}

describe('an oversize body over a real connection (issue 16 item 7)', () => {
  it('reads the whole refused body before answering 413, so the sender sees the message, not a reset', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    const size = 3 * 1024 * 1024;
    const res = await sendSlowly(port, '/register/rest/login', 'application/json', size);
    expect(res.failure).toBeNull();
    expect(res.sent).toBe(size);
    expect(res.status).toBe('413');
    expect(res.body).toContain('The data sent is too large');
  }, 30_000);

  it('an upload refused before it is read (not signed in) lets the sender finish too', async () => {
    const port = (app.server.address() as net.AddressInfo).port;
    const size = 2 * 1024 * 1024;
    const res = await sendSlowly(port, '/portal/rest/attachments', 'multipart/form-data; boundary=x', size);
    expect(res.failure).toBeNull();
    expect(res.sent).toBe(size);
    expect(res.status).toBe('401');
  }, 30_000);
});

describe('security headers', () => {
  it('every answer carries the CSP without inline script, no framing, nosniff, a referrer policy; HSTS behind a TLS proxy', async () => {
    for (const url of ['/portal/rest/payments/methods', '/attachment/none.png', '/healthz']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // the test configuration stands behind a proxy (TRUST_PROXY=1)
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // helmet's other defaults stay, as they were with its Fastify plugin
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
      expect(res.headers['x-dns-prefetch-control']).toBe('off');
      expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
      expect(res.headers['x-xss-protection']).toBe('0');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('an unknown path and a refused call carry them too', async () => {
    for (const url of ['/portal/rest/no-such-thing', '/portal/rest/organizer/payments']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('no HSTS without a TLS proxy in front', async () => {
    const plain = await buildApp({ config: testConfig({ trustProxy: false }), database });
    const res = await plain.inject({ method: 'GET', url: '/portal/rest/payments/methods' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    await plain.close();
  });
});
