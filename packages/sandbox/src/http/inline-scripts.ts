import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A `<script>` with no `src`: its text is what the CSP hash covers, byte for byte. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the web app's pages, read once at
 * start-up: the prerendered pages carry a small one that loads the app after the first paint.
 * The CSP allows exactly these and no other inline script.
 */
export const inlineScriptHashes = (webRoot: string | undefined): string[] => {
  if (!webRoot) return [];
  let files: string[];
  try {
    files = htmlFiles(webRoot);
  } catch {
    return [];
  }
  const hashes = new Set<string>();
  for (const file of files) {
    for (const [, text] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (text) hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
};
