import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileStorage } from '../../src/node.ts';
import { createSessionStore } from '../../src/session/session-store.ts';

let directory: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'core-file-storage-'));
});

afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('FileStorage', () => {
  it('does nothing to the disk until written, and creates missing folders', () => {
    const path = join(directory, 'nested', 'deeper', 'state.json');
    const storage = new FileStorage(path);
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', '1');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ a: '1' });
  });

  it('is readable by its owner only', () => {
    const path = join(directory, 'state.json');
    new FileStorage(path).setItem('token', 'x');
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('shares its contents between instances, as separate processes would', () => {
    const path = join(directory, 'state.json');
    const first = new FileStorage(path);
    const second = new FileStorage(path);
    first.setItem('a', '1');
    second.setItem('b', '2');
    expect(first.getItem('b')).toBe('2');
    first.removeItem('a');
    expect(second.getItem('a')).toBeNull();
    second.removeItem('missing');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ b: '2' });
  });

  it('treats a corrupt file as empty and replaces it on the next write', () => {
    const path = join(directory, 'state.json');
    writeFileSync(path, '{ not json');
    const storage = new FileStorage(path);
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    writeFileSync(path, JSON.stringify({ number: 5, text: 'ok' }));
    expect(storage.getItem('number')).toBeNull();
    expect(storage.getItem('text')).toBe('ok');
  });

  it('holds a session across store instances, as the CLI does across runs', () => {
    const path = join(directory, 'session.json');
    const now = () => Date.UTC(2026, 0, 1);
    createSessionStore({ storage: new FileStorage(path), now }).signIn('cli-token');
    expect(createSessionStore({ storage: new FileStorage(path), now }).token()).toBe('cli-token');
  });
});
