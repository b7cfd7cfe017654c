#!/usr/bin/env node
// The sandbox's command: `npx self-storage-sandbox --port 8099 --data-dir /tmp/ss`.
// Plain JavaScript on purpose: it must parse on old Node versions, to say which one is needed
// instead of failing on a .ts file or a missing API.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 11)) {
  const refusal = `self-storage-sandbox needs Node.js 24.11 or newer; this is Node.js ${process.versions.node} (${process.execPath}): put Node 24 first on PATH (inside the repository, npx self-storage-sandbox finds it).`;
  // Under LOG_FORMAT=json a log collector reads this line as it reads the others.
  const line =
    process.env.LOG_FORMAT === 'json'
      ? JSON.stringify({ time: new Date().toISOString(), type: 'message', message: refusal })
      : refusal;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
// In a clone, the sources; installed from the tarball (which holds no src/), the built bundle,
// whose data lives in the folder it is started from, there being no repository root to hold it.
const sources = new URL('../src/main.ts', import.meta.url);
if (existsSync(sources)) {
  await import(sources.href);
} else {
  process.env.DATA_DIR ||= join(process.cwd(), '.data');
  await import(new URL('../dist/start.js', import.meta.url).href);
}
