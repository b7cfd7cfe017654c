import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@self-storage/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BundleSizes, kb, measureBundle } from '../../scripts/bundle-size.ts';
import { bareReactFirstLoad, kib, pageFirstLoad, reactI18nextShare } from '../../scripts/first-load.ts';
import {
  APP_FIRST_LOAD_RATIO,
  describeCheck,
  FIRST_LOAD_RATIO,
  type FirstLoad,
  firstLoadVerdict,
  REACT_I18NEXT_ROOM,
} from '../../scripts/first-load-verdict.ts';
import { cssOf, filesOf, readManifest, staticGraph } from '../../scripts/manifest.ts';
import { startE2E } from '../e2e/harness/index.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** Gzip budget of each route's own chunk in KiB (1024 bytes), as docs/benchmarks.md sets it. */
const ROUTE_BUDGET = 30 * 1024;
/** Modules that must load only where they are used, never on `/`. */
const NOT_ON_HOME = [
  /node_modules\/crypto-js\//,
  // The calendar of select service (react-aria), loaded with it.
  /node_modules\/(react-aria|react-aria-components|react-stately|@internationalized)\//,
  /^src\/screens\/(booking|payment|history|repayment)\//,
  // The data layer, the login's calls (data/auth.ts) included: the login form loads them when reached for.
  /^src\/data\//,
  /^src\/shell\/date-field\.tsx$/,
];
const VISITORS: Language[] = ['th', 'en'];
/** The signed-in screens' own code, which no public page needs. */
const SIGNED_IN_SCREENS = /^src\/screens\/(booking|payment|history|repayment|booking-detail)\//;

const e2e = startE2E();

describe('bundle budget', () => {
  let sizes: BundleSizes;
  let bare: FirstLoad;
  /** Gzip bytes react-i18next adds to a page, measured in this run. */
  let reactI18next: number;
  const home = new Map<Language, FirstLoad>();
  const homeLoad = (language: Language): FirstLoad => {
    const load = home.get(language);
    if (!load) throw new Error(`No first load of / measured for a ${language} browser`);
    return load;
  };

  beforeAll(async () => {
    if (!existsSync(`${DIST}.vite/manifest.json`))
      throw new Error('No web build: run `npm run build` first.');
    sizes = measureBundle(DIST);
    const measureHome = async (language: Language) => {
      const page = await e2e.newPage({ language });
      home.set(
        language,
        await pageFirstLoad(page, e2e.url('/'), (loaded) =>
          loaded.locator('input[name="email"]:not([readonly])').waitFor(),
        ),
      );
      await page.context().close();
    };
    // The pages load while the bare pages build (a measure counts bytes, not time); the builds one
    // after the other, as each sets the process's NODE_ENV.
    const builds = async () => {
      bare = await bareReactFirstLoad();
      reactI18next = await reactI18nextShare();
    };
    await Promise.all([builds(), ...VISITORS.map(measureHome)]);
    console.log(
      [
        `bare React page: ${kib(bare.gzip)} gzip, ${bare.gzip} bytes (${bare.scripts.map(({ name }) => name).join(', ')})`,
        `react-i18next adds ${reactI18next} bytes gzip, ${(reactI18next / bare.gzip).toFixed(3)}x`,
        ...[...home].map(
          ([language, load]) =>
            `first load of / (${language} browser): ${kib(load.gzip)} gzip, ${(load.gzip / bare.gzip).toFixed(3)}x (${load.scripts.map(({ name, gzip }) => `${name} ${gzip}`).join(', ')})`,
        ),
        `app (every page): ${kb(sizes.app.gzip)} gzip in ${sizes.app.files.length} files`,
        ...sizes.routes.map((route) => `route chunk ${route.source}: ${kb(route.gzip)}`),
      ].join('\n'),
    );
  }, 120_000);

  for (const language of VISITORS) {
    it(`loads at most ${FIRST_LOAD_RATIO}x a bare React page's JavaScript on / for a ${language} browser`, () => {
      const load = homeLoad(language);
      expect(load.scripts.length).toBeGreaterThan(3);
      const { whole } = firstLoadVerdict(load, bare, reactI18next);
      expect(whole.accepted, describeCheck(whole)).toBe(true);
    });

    it(`leaves what / loads beyond ${APP_FIRST_LOAD_RATIO}x to react-i18next alone for a ${language} browser`, () => {
      const load = homeLoad(language);
      const files = load.scripts.map(({ name }) => name);
      expect(files.flatMap((file) => sizes.modulesOf(file)).some((id) => /\/react-i18next\//.test(id))).toBe(
        true,
      );
      const { app } = firstLoadVerdict(load, bare, reactI18next);
      expect(app.accepted, describeCheck(app)).toBe(true);
    });

    it(`loads only ${language === 'th' ? 'Thai' : 'English'} texts and no crypto-js, booking screen or server data module on / for a ${language} browser`, () => {
      const files = home.get(language)?.scripts.map(({ name }) => name) ?? [];
      expect(files.filter((name) => /^(th|en)-/.test(name)).map((name) => name.slice(0, 3))).toEqual([
        `${language}-`,
      ]);
      const offending = files
        .flatMap((file) => sizes.modulesOf(file))
        .filter((id) => NOT_ON_HOME.some((pattern) => pattern.test(id)));
      expect(offending).toEqual([]);
    });
  }

  it(`sizes react-i18next's room, ${REACT_I18NEXT_ROOM}x, to what it adds`, () => {
    expect(reactI18next).toBeGreaterThan(0);
    expect(reactI18next / bare.gzip).toBeLessThanOrEqual(REACT_I18NEXT_ROOM);
  });

  it('loads no signed-in module or stylesheet with the registration screens, whatever they share with the booking ones', () => {
    const manifest = readManifest(DIST);
    const graph = staticGraph(manifest, ['src/screens/public/register/index.ts']);
    const modules = filesOf(manifest, graph).flatMap((file) =>
      sizes.modulesOf(file.replace(/^assets\//, '')),
    );
    expect(modules.filter((id) => SIGNED_IN_SCREENS.test(id))).toEqual([]);
    expect(cssOf(manifest, graph).filter((file) => !/\/(index|register)-[\w-]+\.css$/.test(file))).toEqual(
      [],
    );
  });

  it(`keeps each route's own chunk within ${kb(ROUTE_BUDGET)} gzip`, () => {
    expect(sizes.routes.length).toBeGreaterThan(5);
    for (const route of sizes.routes) expect(route.gzip, route.source).toBeLessThanOrEqual(ROUTE_BUDGET);
  });
});
