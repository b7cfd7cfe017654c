#!/usr/bin/env node
// The bin: the built CLI (npm run build), else the sources, so a checkout works before a build.
// Plain JavaScript on purpose: a .ts file here would load Node's type stripper on every start.
import { existsSync } from 'node:fs';

const built = new URL('../dist/self-storage.js', import.meta.url);
await import(existsSync(built) ? built.href : new URL('../src/main.ts', import.meta.url).href);
