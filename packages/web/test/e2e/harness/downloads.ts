import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from 'playwright-core';

/** A finished download saved in a folder of its own under the temporary folder; its path. */
export const savedDownload = async (download: Download): Promise<string> => {
  const folder = mkdtempSync(join(tmpdir(), 'self-storage-e2e-download-'));
  const path = join(folder, download.suggestedFilename());
  await download.saveAs(path);
  return path;
};
