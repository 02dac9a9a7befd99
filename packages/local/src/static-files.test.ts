import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-files';

let server: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'colabora-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<html>app</html>');
  writeFileSync(join(root, 'assets', 'main-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Colabora"}');
  writeFileSync(join(tmpdir(), 'colabora-secret.txt'), 'secret');
  server = createServer((req, res) => serveStatic(root, req, res)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('static SPA serving', () => {
  it('serves fingerprinted assets with a long cache', async () => {
    const res = await fetch(`${base}/assets/main-abc.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('serves the web app manifest as one, revalidated like index.html', async () => {
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ name: 'Colabora' });
  });

  it('answers every client-side route with index.html, never cached', async () => {
    const res = await fetch(`${base}/home/career`);
    expect(await res.text()).toBe('<html>app</html>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves files outside the build folder', async () => {
    const res = await fetch(`${base}/..%2Fcolabora-secret.txt`);
    expect(await res.text()).toBe('<html>app</html>');
  });
});
