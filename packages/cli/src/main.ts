#!/usr/bin/env node
import module from 'node:module';

// The same check as the bin's, for the bundle run directly: one line instead of a link error.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 11)) {
  process.stderr.write(
    `self-storage needs Node.js 24.11 or newer; this is Node.js ${process.versions.node} (${process.execPath}).\n`,
  );
  process.exit(1);
}

// Caches compiled (and type-stripped) modules between runs: most of a cold start is compiling.
module.enableCompileCache();
const { main } = await import('./program.ts');
process.exitCode = await main(process.argv);
