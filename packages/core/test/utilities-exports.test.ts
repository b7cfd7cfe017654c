import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as utilities from '../src/_utilities-exports.ts';

const SRC = join(import.meta.dirname, '..', 'src');
const FOLDERS = ['session', 'links', 'identify', 'money', 'dates', 'forms', 'encoding'];

describe('utilities entry', () => {
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
    ]) {
      expect(utilities, name).toHaveProperty(name);
    }
    expect(utilities).not.toHaveProperty('FileStorage');
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
