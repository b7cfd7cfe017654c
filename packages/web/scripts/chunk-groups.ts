/**
 * The rules that put modules into the app's shared chunks, stated by what a module is (its npm
 * package) or by who imports it (the import graph from the app's entry modules), never by where
 * its file lies: renaming or moving a source file leaves the bundles as they were.
 *
 * - `react`: the react, react-dom and scheduler packages, which every page runs first and which
 *   stay cached across releases.
 * - `framework`: react-router, i18next and react-i18next, with the app's own modules that the
 *   first page runs (the app, which the entry main.tsx imports once the page is painted, and the
 *   home screen) and other screens run too: in one file with the framework they compress better
 *   than in the half dozen tiny shared chunks automatic splitting would make of them.
 * - `data`: the signed-in screens' data layer: TanStack Query, with the app's own modules that
 *   import it, that two or more signed-in screens import and that neither the app nor any other
 *   lazy module uses. One screen's own (the account's) stays with that screen: in the shared
 *   chunk, what it imports would come along to every signed-in page.
 * - `client`: the API client's code (src/app/client-code.ts, a lazy module of its own: the zod
 *   contract, ofetch, the booking flow's saved state), with zod, in one file: every signed-in
 *   page and every form that sends needs all of it, and it came as four.
 * - `booking-kit`: the app's own modules that two or more signed-in screens import and that
 *   neither the app nor any other lazy module (public screens, the API client's code) does: flow
 *   state, requests, formatting, page frames, which the first signed-in screen loads at once;
 *   with the event stream's parser (eventsource-parser), which only its payment watchers use.
 *
 * The screens are the dynamic imports of the public route table and of signed-in-screens.ts,
 * which the signed-in table reaches through one import. Through a barrel (a module of
 * re-exports, such as core's index) only the modules exporting the names imported count: a
 * barrel names every module of a package, and the bundle keeps only those used.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The screen of `/`, which every first visit loads with the app. */
const HOME_SCREEN = '#screens/public/home/home-screen.tsx';
/**
 * The modules whose dynamic imports are the screens: the public route table, and the module
 * behind the signed-in one's single import (it keeps their names off the public first load).
 */
const ROUTE_TABLES = { public: '#routes/public.tsx', signedIn: '#routes/signed-in-screens.ts' } as const;

const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);
const FRAMEWORK_PACKAGES = new Set(['react-router', 'react-router-dom', 'i18next', 'react-i18next']);
const DATA_PACKAGES = new Set(['@tanstack/query-core', '@tanstack/react-query']);
const CLIENT_PACKAGES = new Set(['zod', 'ofetch', 'destr', 'ufo']);
/** The payment event stream's parser, which only the booking kit's payment watchers use. */
const BOOKING_KIT_PACKAGES = new Set(['eventsource-parser']);
/** The API client's code, which the app imports lazily (src/app/lazy-client.ts). */
const CLIENT_CODE = '#app/client-code.ts';

/**
 * The npm package a module belongs to: the name in the nearest package.json above it that has one
 * (a package's build folders may hold nameless ones, such as `{ "type": "module" }`).
 */
const packageNames = new Map<string, string | undefined>();
const packageOfDir = (dir: string): string | undefined => {
  if (!packageNames.has(dir)) {
    let name: string | undefined;
    try {
      name = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name;
    } catch {
      // No package.json here.
    }
    const parent = dirname(dir);
    packageNames.set(dir, name ?? (parent === dir ? undefined : packageOfDir(parent)));
  }
  return packageNames.get(dir);
};
const packageOf = (id: string): string | undefined => packageOfDir(dirname(id));

const isDependency = (id: string): boolean => /[\\/]node_modules[\\/]/.test(id);
/** A bundler's own module (`\0vite/preload-helper.js`), which stays with the entry. */
const isVirtual = (id: string): boolean => id.startsWith('\0');

/** `import … from '…'` in a module's transformed code: the braced names and the specifier. */
const IMPORT_STATEMENT =
  /\bimport\s*(?:[\w$]+\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)?\s*(?:from\s*)?["']([^"']+)["']/g;
/** `export { … } from '…'` and `export * from '…'`: the braced names and the specifier. */
const EXPORT_FROM = /\bexport\s*(?:\{([^}]*)\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*["']([^"']+)["']/g;
/** A name in `{ a, b as c }`: the exported one. */
const IMPORTED_NAME = /([\w$]+)(?:\s+as\s+[\w$]+)?\s*(?:,|$)/g;
const ALL = 'all';
/** A module that only re-exports others. */
const REEXPORTS_ONLY =
  /^(?:\s|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n|export\s*(?:\*|\{[^}]*\})\s*from\s*['"][^'"]+['"];?)*$/;

export interface ChunkGroups {
  plugin(): Plugin;
  /** The groups for `build.rolldownOptions.output.codeSplitting.groups`. */
  groups: Rolldown.CodeSplittingGroup[];
}

export const chunkGroups = (): ChunkGroups => {
  const framework = new Set<string>();
  const bookingKit = new Set<string>();
  const dataLayer = new Set<string>();
  const clientCode = new Set<string>();

  /**
   * The app's own modules that a module reaches by static imports. Through a barrel, only to the
   * modules that export the names imported from it: a barrel names every module of its package,
   * and the bundle keeps only those used.
   */
  const reachOf = (context: Rolldown.PluginContext) => {
    const getInfo = (id: string) => context.getModuleInfo(id);
    const isBarrel = (id: string): boolean => REEXPORTS_ONLY.test(getInfo(id)?.code ?? '');
    /** The modules (not barrels) behind `barrel` that export `name`. */
    const exporters = (barrel: string, name: string, seen = new Set<string>()): string[] => {
      if (seen.has(barrel)) return [];
      seen.add(barrel);
      return (getInfo(barrel)?.importedIds ?? []).flatMap((id) => {
        if (isBarrel(id)) return exporters(id, name, seen);
        return getInfo(id)?.exports.includes(name) ? [id] : [];
      });
    };
    /**
     * What `id`'s import statements bring in: modules, and for a barrel the modules behind the
     * names taken from it. A module's own `export … from` is followed only where the module is
     * taken whole (a screen's entry, which the router imports): elsewhere it is used, if at all,
     * through the module that imports the name.
     */
    const importsOf = async (id: string, whole: boolean): Promise<string[]> => {
      const code = getInfo(id)?.code ?? '';
      // Per module imported, the names taken from it, or ALL for a namespace or side-effect import.
      const named = new Map<string, Set<string> | typeof ALL>();
      const statements = [...code.matchAll(IMPORT_STATEMENT), ...(whole ? code.matchAll(EXPORT_FROM) : [])];
      for (const [, names, specifier = ''] of statements) {
        const resolved = (await context.resolve(specifier, id))?.id;
        if (!resolved) continue;
        const taken = named.get(resolved) ?? new Set<string>();
        if (names === undefined || taken === ALL) named.set(resolved, ALL);
        else {
          for (const [, name = ''] of names.matchAll(IMPORTED_NAME)) taken.add(name);
          named.set(resolved, taken);
        }
      }
      return [...named].flatMap(([imported, names]) => {
        if (!isBarrel(imported)) return [imported];
        if (names === ALL) return getInfo(imported)?.importedIds ?? [];
        return [...names].flatMap((name) => exporters(imported, name));
      });
    };
    return async (from: string): Promise<Set<string>> => {
      const seen = new Set<string>();
      const visit = async (id: string): Promise<void> => {
        if (seen.has(id) || isDependency(id) || isVirtual(id)) return;
        seen.add(id);
        for (const imported of await importsOf(id, id === from)) await visit(imported);
      };
      await visit(from);
      return seen;
    };
  };

  const plugin = (): Plugin => ({
    name: 'self-storage:chunk-groups',
    apply: 'build',
    async buildEnd() {
      if (this.environment.config.consumer !== 'client') return;
      const importer = join(this.environment.config.root, 'index.html');
      const resolve = async (specifier: string): Promise<string> => {
        const resolved = await this.resolve(specifier, importer);
        if (!resolved) throw new Error(`chunk groups: ${specifier} does not resolve`);
        return resolved.id;
      };
      const getInfo = (id: string) => this.getModuleInfo(id);
      const reach = reachOf(this);
      const reachAll = (ids: readonly string[]) => Promise.all(ids.map(reach));
      const screensOf = async (table: string): Promise<string[]> =>
        getInfo(await resolve(table))?.dynamicallyImportedIds ?? [];
      // index.html's script (main.tsx) imports the app, after the first paint.
      const appEntries = [...this.getModuleIds()]
        .filter((id) => getInfo(id)?.isEntry)
        .flatMap((id) => getInfo(id)?.importedIds ?? [])
        .flatMap((id) => getInfo(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => !isDependency(id));
      const app = new Set((await reachAll(appEntries)).flatMap((ids) => [...ids]));
      const homeId = await resolve(HOME_SCREEN);
      const publicIds = await screensOf(ROUTE_TABLES.public);
      const signedInIds = await screensOf(ROUTE_TABLES.signedIn);
      if (!publicIds.includes(homeId) || signedInIds.length === 0)
        throw new Error('chunk groups: the route tables do not import the screens expected');
      const home = await reach(homeId);
      // Not the lazy module itself, which keeps its chunk (the one the app imports) around the group.
      const clientEntry = await resolve(CLIENT_CODE);
      for (const id of await reach(clientEntry))
        if (id !== clientEntry && !app.has(id) && !home.has(id)) clientCode.add(id);
      const otherPublic = await reachAll(publicIds.filter((id) => id !== homeId));
      const signedIn = await reachAll(signedInIds);
      // What the first page runs (the app and the home screen) that other screens run too.
      const others = [...otherPublic, ...signedIn];
      for (const id of new Set([...app, ...home]))
        if ((app.has(id) && home.has(id)) || others.some((screen) => screen.has(id))) framework.add(id);
      // Any other lazy module (a public screen, the API client's code, a text catalogue) keeps its own.
      const otherLazy = [...this.getModuleIds()].filter(
        (id) => (getInfo(id)?.dynamicImporters.length ?? 0) > 0 && !signedInIds.includes(id),
      );
      const publicOrApp = new Set([...app, ...(await reachAll(otherLazy)).flatMap((ids) => [...ids])]);
      const importsData = (id: string): boolean =>
        (getInfo(id)?.importedIds ?? []).some((imported) => isDependency(imported) && data(imported));
      const shared = (id: string): boolean =>
        !publicOrApp.has(id) && signedIn.filter((screen) => screen.has(id)).length >= 2;
      for (const id of new Set(signedIn.flatMap((screen) => [...screen])))
        if (shared(id) && importsData(id)) dataLayer.add(id);
      for (const screen of signedIn) for (const id of screen) if (shared(id)) bookingKit.add(id);
    },
  });

  const inPackages = (names: Set<string>) => (id: string) => {
    const name = isDependency(id) ? packageOf(id) : undefined;
    return name !== undefined && names.has(name);
  };
  const react = inPackages(REACT_PACKAGES);
  const frameworkPackages = inPackages(FRAMEWORK_PACKAGES);
  const data = inPackages(DATA_PACKAGES);
  const clientPackages = inPackages(CLIENT_PACKAGES);
  const bookingKitPackages = inPackages(BOOKING_KIT_PACKAGES);

  return {
    plugin,
    groups: [
      { name: 'react', test: react },
      {
        name: 'framework',
        test: (id) => frameworkPackages(id) || framework.has(id),
        includeDependenciesRecursively: false,
      },
      {
        name: 'client',
        test: (id) => clientPackages(id) || clientCode.has(id),
        includeDependenciesRecursively: false,
      },
      { name: 'data', test: (id) => data(id) || dataLayer.has(id), includeDependenciesRecursively: false },
      {
        name: 'booking-kit',
        test: (id) => bookingKitPackages(id) || bookingKit.has(id),
        includeDependenciesRecursively: false,
      },
    ],
  };
};
