import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import * as core from '../src/index.ts';
import * as layout from '../src/layout.ts';

const SRC = join(import.meta.dirname, '..', 'src');
const FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the public entries', () => {
  it('the main entry holds the client, errors, session and payment listening', () => {
    for (const name of [
      'SelfStorageClient',
      'SelfStorageError',
      'isSelfStorageError',
      'ERROR_CODES',
      'createSessionStore',
      'MemoryStorage',
      'paymentEvents',
      'waitForPayment',
      'QrPaymentWatcher',
      'PAYMENT_METHOD',
      'BOOKING_HOLD_MS',
      'BRANCH_PHONES',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
  });

  it('leaves the other audiences to their own entries', () => {
    for (const name of [
      'endpoints',
      'parseDeepLink',
      'decryptIdentifyToken',
      'validate',
      'createFlowStore',
      'toSatang',
      'bookingWindow',
      'UNIT_LIST_HEIGHT_PX',
      'MOBILE_BREAKPOINT_PX',
      'FileStorage',
    ]) {
      expect(core, name).not.toHaveProperty(name);
    }
  });

  it('every published entry has types and an ES module in dist, and its own source for the workspace', () => {
    for (const [entry, target] of Object.entries(packageJson.exports)) {
      if (typeof target === 'string') continue;
      expect(target.types, entry).toMatch(/^\.\/dist\/.+\.d\.ts$/);
      expect(target.import, entry).toBe(target.types.replace(/\.d\.ts$/, '.js'));
      // The workspace runs exactly what is published, from its sources: no wider barrel.
      expect(target['@self-storage/source'], entry).toBe(
        target.types.replace(/^\.\/dist\//, './src/').replace(/\.d\.ts$/, '.ts'),
      );
    }
  });

  it('each published entry is documented, and in the API reference under its import path', () => {
    const typedoc = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../tools/api-reference/typedoc.json'), 'utf8'),
    ) as { entryPoints: string[] };
    const documented = typedoc.entryPoints.map((path) => path.replace('../../packages/core/', './'));
    const published = Object.entries(packageJson.exports).flatMap(([entry, target]) =>
      typeof target === 'string'
        ? []
        : [[entry, target.types.replace('dist', 'src').replace('.d.ts', '.ts')]],
    );
    expect(documented.toSorted()).toEqual(published.map(([, source]) => source).toSorted());
    for (const [entry, source = ''] of published) {
      const name = `@self-storage/core${entry?.slice(1)}`;
      expect(readFileSync(join(import.meta.dirname, '..', source), 'utf8'), entry).toContain(
        `@module ${name}\n`,
      );
    }
  });

  it('the layout numbers have an entry of their own, the breakpoint’s media queries built from it', () => {
    expect(layout.PHONE_MEDIA).toBe(`(max-width: ${layout.MOBILE_BREAKPOINT_PX - 1}px)`);
    expect(layout.WIDE_MEDIA).toBe(`(min-width: ${layout.MOBILE_BREAKPOINT_PX}px)`);
    expect(packageJson.exports['./layout'].types).toBe('./dist/layout.d.ts');
  });

  it('keeps no unpublished barrel beside the published entries', () => {
    expect(readdirSync(SRC)).not.toContain('workspace.ts');
  });

  it('imports nothing from Node or React outside the ./node entry', () => {
    for (const folder of FOLDERS) {
      for (const file of readdirSync(join(SRC, folder))) {
        if (file === 'file-storage.ts') continue;
        const source = readFileSync(join(SRC, folder, file), 'utf8');
        expect(source, `${folder}/${file}`).not.toMatch(/from '(node:|react)/);
        expect(source, `${folder}/${file}`).not.toMatch(/from '\.\.?\/(?:[\w-]+\/)*file-storage\.ts'/);
      }
    }
  });
});
