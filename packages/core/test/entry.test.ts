import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../src/index.ts';

const SRC = join(import.meta.dirname, '..', 'src');
const FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the public entry', () => {
  it('exports the public API of every folder', () => {
    for (const name of [
      'createSessionStore',
      'MemoryStorage',
      'STORAGE_KEYS',
      'parseDeepLink',
      'buildPaymentLink',
      'decryptIdentifyToken',
      'toSatang',
      'computeInstalments',
      'bookingWindow',
      'formatCountdown',
      'validate',
      'buildRegistrationPayload',
      'SelfStorageClient',
      'SelfStorageError',
      'endpoints',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
    expect(core).not.toHaveProperty('FileStorage');
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
