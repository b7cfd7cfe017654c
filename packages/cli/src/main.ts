#!/usr/bin/env node
import { enableCompileCache } from 'node:module';

// Caches compiled (and type-stripped) modules between runs: most of a cold start is compiling.
enableCompileCache();
const { main } = await import('./program.ts');
process.exitCode = await main(process.argv);
