import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The web app's layers (docs/architecture.md) are a Biome rule in biome.json, not a habit: these
 * tests put probe files with upward imports into src and run Biome over them as `npm run lint` does.
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const BIOME = join(REPO, 'node_modules/.bin/biome');
const SRC = 'packages/web/src';

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

const probes: string[] = [];

/** Writes a probe module at `path` (relative to src) importing each of `imports`. */
const probe = (path: string, imports: string[]): string => {
  const file = `${SRC}/${path.replace(/\.ts$/, `-probe-${process.pid}.ts`)}`;
  mkdirSync(dirname(join(REPO, file)), { recursive: true });
  const lines = imports.map((from, index) => `import * as m${index} from '${from}';`);
  writeFileSync(
    join(REPO, file),
    `${lines.join('\n')}\nexport const all = [${imports.map((_, i) => `m${i}`).join(', ')}];\n`,
  );
  probes.push(file);
  return file;
};

/** Biome's import diagnostics for `file`, by the import they point at. */
const restrictedImports = (file: string): string[] => {
  const run = spawnSync(BIOME, ['lint', '--reporter=json', file], { cwd: REPO, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics
    .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
    .map((diagnostic) => diagnostic.message);
};

afterAll(() => {
  for (const file of probes) rmSync(join(REPO, file), { force: true });
});

describe('the import direction screens → shell → app → core', () => {
  it('fails app/ importing a screen, the shell or the route tables, statically or lazily', () => {
    const file = probe('app/upward.ts', [
      '#screens/booking/flow/use-flow.ts',
      '#shell/page.tsx',
      '#routes/router.tsx',
      '../screens/history/history-screen.tsx',
    ]);
    expect(restrictedImports(file)).toEqual(
      Array(4).fill(expect.stringMatching(/^app\/ .* may import only app\//)),
    );
  });

  it('fails the shell importing a screen', () => {
    const file = probe('shell/upward.ts', ['#screens/history/history-screen.tsx']);
    expect(restrictedImports(file)).toEqual([expect.stringMatching(/^shell\/ .* may import only shell\//)]);
  });

  it('fails data/ importing the shell or a screen, and the shell or app/ importing data/', () => {
    const data = probe('data/upward.ts', ['#shell/page.tsx', '#screens/booking/flow/use-flow.ts']);
    expect(restrictedImports(data)).toEqual(
      Array(2).fill(expect.stringMatching(/^data\/ .* may import only data\//)),
    );
    const shell = probe('shell/sideways.ts', ['#data/bookings.ts']);
    expect(restrictedImports(shell)).toEqual([expect.stringMatching(/^shell\/ .* may import only/)]);
    const app = probe('app/upward-data.ts', ['#data/bookings.ts']);
    expect(restrictedImports(app)).toEqual([expect.stringMatching(/^app\/ .* may import only app\//)]);
  });

  it('fails a screen importing the route tables, and ../../ paths anywhere in src', () => {
    const screen = probe('screens/history/upward.ts', ['#routes/signed-in.tsx', '../../app/use-form.ts']);
    expect(restrictedImports(screen)).toEqual([
      expect.stringMatching(/^A screen may import only/),
      expect.stringMatching(/not \.\.\/\.\.\//),
    ]);
    const root = probe('routes/deep.ts', ['../../src/app/use-form.ts']);
    expect(restrictedImports(root)).toEqual([expect.stringMatching(/not \.\.\/\.\.\//)]);
  });

  it('fails a screen area importing another area, by alias or relative path', () => {
    const CROSS_AREA = /^A file in screens\/<area>\/ imports its own area by relative path and no other area/;
    const top = probe('screens/history/cross-area.ts', [
      '#screens/booking/unit/unit-screen.tsx',
      '../payment/qr/qr-screen.tsx',
    ]);
    const deeper = probe('screens/payment/qr/cross-area.ts', [
      '#screens/booking-detail/booking-detail-screen.tsx',
      '#screens/payment/shared/countdown.tsx',
    ]);
    expect([top, deeper].flatMap((file) => restrictedImports(file))).toEqual(
      Array(4).fill(expect.stringMatching(CROSS_AREA)),
    );
  });

  it('fails signed-in/ importing a screen or the route tables, and the layers below importing it', () => {
    const kit = probe('signed-in/upward.ts', [
      '#screens/booking/unit/unit-screen.tsx',
      '#routes/signed-in.tsx',
      '../screens/history/history-screen.tsx',
    ]);
    expect(restrictedImports(kit)).toEqual(
      Array(3).fill(expect.stringMatching(/^signed-in\/ .* may import only signed-in\//)),
    );
    const shell = probe('shell/upward-kit.ts', ['#signed-in/use-failure.ts']);
    const data = probe('data/upward-kit.ts', ['#signed-in/use-failure.ts']);
    const app = probe('app/upward-kit.ts', ['#signed-in/use-failure.ts']);
    expect([shell, data, app].flatMap((file) => restrictedImports(file))).toEqual([
      expect.stringMatching(/^shell\/ /),
      expect.stringMatching(/^data\/ /),
      expect.stringMatching(/^app\/ /),
    ]);
  });

  it('lets a screen import its own area, the signed-in kit and data/, and the kit import the layers below', () => {
    const screen = probe('screens/payment/qr/own-area.ts', [
      './save-qr.ts',
      '../shared/countdown.tsx',
      '#signed-in/use-failure.ts',
      '#data/bookings.ts',
    ]);
    const kit = probe('signed-in/downward.ts', [
      './use-money.ts',
      '#shell/page.tsx',
      '#data/bookings.ts',
      '#app/i18n.ts',
    ]);
    // A module at the root of screens/ may put several areas into one chunk (after-move-in.ts).
    const chunk = probe('screens/chunk.ts', ['#screens/account/account-screen.tsx']);
    expect([screen, kit, chunk].flatMap((file) => restrictedImports(file))).toEqual([]);
  });

  it('lets each layer import the layers below it', () => {
    const screen = probe('screens/history/downward.ts', [
      '#shell/page.tsx',
      '#app/use-form.ts',
      '@self-storage/core',
    ]);
    const shell = probe('shell/downward.ts', ['#app/i18n.ts', './page.tsx']);
    const data = probe('data/downward.ts', ['#app/services-context.tsx', './shown.ts', '@self-storage/core']);
    const fromScreen = probe('screens/history/data.ts', ['#data/bookings.ts']);
    expect([screen, shell, data, fromScreen].flatMap((file) => restrictedImports(file))).toEqual([]);
  });
});
