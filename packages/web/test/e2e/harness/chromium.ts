import { existsSync } from 'node:fs';
import { chromiumArgs, FULL_CHROMIUM } from '../../../scripts/chromium.ts';

/**
 * The Chromium the browser tests drive: the headless shell where it is installed (.ci/run installs
 * it), which runs the same Blink with some 30% less CPU per test than the full browser in headless
 * mode; the full browser otherwise. CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const CHROMIUM_ARGS = chromiumArgs(CHROMIUM);
