import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let root: string;
const APP_JS = `console.log(${JSON.stringify('app '.repeat(500))});`;
const BOOT = 'import(document.currentScript.dataset.entry)';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sandbox-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'about'));
  mkdirSync(join(root, 'service'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title><div id="root">SPA</div>');
  writeFileSync(
    join(root, 'about', 'index.html'),
    `<!doctype html><title>about</title><script data-entry="/x.js">${BOOT}</script>ABOUT`,
  );
  writeFileSync(join(root, 'service', 'unit.html'), '<!doctype html><title>unit</title>PRERENDERED UNIT');
  writeFileSync(join(root, 'assets', 'app-1a2b3c.js'), APP_JS);
  writeFileSync(join(root, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(root, 'assets', 'style-9f8e.css'), `body { color: red; }\n${'/* pad */\n'.repeat(300)}`);
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(join(root, 'manifest-th.webmanifest'), JSON.stringify({ name: 'app', lang: 'th' }));
  writeFileSync(
    join(root, 'icon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  sb = await startSandbox({ webRoot: root });
});
afterAll(async () => {
  await sb.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${sb.url}${path}`, { headers });
const HTML = { Accept: 'text/html,application/xhtml+xml' };

describe('the web app', () => {
  it('serves index.html at / without caching it', async () => {
    const res = await get('/', HTML);
    expect(await res.text()).toContain('SPA');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("allows the pages' inline scripts by their hashes, and no other inline script", async () => {
    const hash = createHash('sha256').update(BOOT).digest('base64');
    const csp = (await get('/', HTML)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves the service worker and the manifest uncached, and allows them from its own origin only', async () => {
    const worker = await get('/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    const manifest = await get('/manifest-th.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toEqual({ name: 'app', lang: 'th' });
    const csp = (await get('/', HTML)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const res = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(APP_JS);
    const css = await get('/assets/style-9f8e.css', { 'Accept-Encoding': 'gzip' });
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(await css.text()).toContain('color: red');
  });

  it('sends a script or stylesheet the headers that govern its use, and a document (an SVG too) all of them', async () => {
    for (const path of ['/assets/app-1a2b3c.js', '/assets/style-9f8e.css']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('content-security-policy')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBeNull();
    }
    for (const res of [await get('/', HTML), await get('/icon.svg')]) {
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers page routes with a prerendered page when there is one, else index.html', async () => {
    expect(await (await get('/service/unit', HTML)).text()).toContain('PRERENDERED UNIT');
    expect(await (await get('/about', HTML)).text()).toContain('ABOUT');
    const spa = await get('/register-otp', HTML);
    expect(spa.status).toBe(200);
    expect(await spa.text()).toContain('SPA');
    expect(spa.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not fall back for files, sandbox paths or paths outside the root', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/sandbox/nothing', HTML)).status).toBe(404);
    expect((await get('/..%2f..%2fetc%2fpasswd', HTML)).status).not.toBe(500);
    expect(await (await get('/%2e%2e/%2e%2e/etc/passwd', HTML)).text()).not.toContain('root:');
  });
});
