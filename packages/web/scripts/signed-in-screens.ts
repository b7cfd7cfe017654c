/**
 * The source module behind each loader of src/routes/signed-in-screens.ts (`unit`,
 * `bookingDetail`…), as Vite's manifest names it (`src/screens/booking/unit/unit-screen.tsx`): read
 * from that file, its `#…` specifiers resolved through this package's import map, so that a
 * screen moved to another folder is followed without a second list to keep.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WEB = new URL('../', import.meta.url);
const TABLE = fileURLToPath(new URL('src/routes/signed-in-screens.ts', WEB));
const LOADER = /export const (\w+) = \(\) => import\('([^']+)'\)/g;

export const signedInScreenSources = (): Record<string, string> => {
  const { imports } = JSON.parse(readFileSync(fileURLToPath(new URL('package.json', WEB)), 'utf8')) as {
    imports: Record<string, string>;
  };
  const resolve = (specifier: string): string => {
    for (const [pattern, target] of Object.entries(imports)) {
      const [prefix = '', suffix = ''] = pattern.split('*');
      if (specifier.startsWith(prefix) && specifier.endsWith(suffix) && pattern.includes('*'))
        return target
          .replace('*', specifier.slice(prefix.length, specifier.length - suffix.length))
          .replace(/^\.\//, '');
    }
    throw new Error(`${specifier} is in no entry of the web package's import map`);
  };
  const sources = Object.fromEntries(
    [...readFileSync(TABLE, 'utf8').matchAll(LOADER)].map(([, name = '', specifier = '']) => [
      name,
      resolve(specifier),
    ]),
  );
  if (Object.keys(sources).length === 0) throw new Error(`${TABLE} has no screen loaders`);
  return sources;
};
