#!/usr/bin/env node
// The bin: the built CLI (npm run build), else the sources, so a checkout works before a build.
// Plain JavaScript on purpose: a .ts file here would load Node's type stripper on every start.
// It must also parse on old Node versions, to say which one is needed instead of a stack trace.
import { existsSync } from 'node:fs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 11)) {
  process.stderr.write(
    `self-storage needs Node.js 24.11 or newer; this is Node.js ${process.versions.node} (${process.execPath}); run it with npm exec self-storage, or put Node 24 first on PATH.\n`,
  );
  process.exit(1);
}

const built = new URL('../dist/self-storage.js', import.meta.url);
if (!existsSync(built)) {
  // From the sources, workspace packages resolve to their sources too (docs/sdk.md), as npm
  // scripts do with --conditions; a bin on PATH gets no such flag.
  const { registerHooks } = await import('node:module');
  registerHooks({
    resolve: (specifier, context, next) =>
      next(specifier, { ...context, conditions: [...context.conditions, '@self-storage/source'] }),
  });
}
await import(existsSync(built) ? built.href : new URL('../src/main.ts', import.meta.url).href);
