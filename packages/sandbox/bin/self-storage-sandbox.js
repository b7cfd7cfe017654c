#!/usr/bin/env node
// The sandbox's command: `npx self-storage-sandbox --port 8099 --data-dir /tmp/ss`.
// Plain JavaScript on purpose: it must parse on old Node versions, to say which one is needed
// instead of failing on a .ts file or a missing API.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 11)) {
  process.stderr.write(
    `self-storage-sandbox needs Node.js 24.11 or newer; this is Node.js ${process.versions.node} (${process.execPath}): run it with npx self-storage-sandbox inside the repository, or put Node 24 first on PATH.\n`,
  );
  process.exit(1);
}
await import(new URL('../src/main.ts', import.meta.url).href);
