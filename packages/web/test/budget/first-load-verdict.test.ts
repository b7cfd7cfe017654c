/**
 * The home page's budget verdict shown refusing a planted copy of code, with no build and no
 * browser: first loads at the sizes the budget test measured on 2026-12-08 (gzip bytes per
 * script), with and without a planted script.
 */
import { describe, expect, it } from 'vitest';
import {
  type FirstLoad,
  firstLoad,
  firstLoadVerdict,
  type LoadedScript,
} from '../../scripts/first-load-verdict.ts';

/** The bare React page (scripts/bare-react) and react-i18next's share, as measured that day. */
const BARE: FirstLoad = firstLoad([{ name: 'index.js', gzip: 67_691 }]);
const REACT_I18NEXT = 2586;

const SHARED: LoadedScript[] = [
  { name: 'inline #1', gzip: 309 },
  { name: 'inline #2', gzip: 585 },
  { name: 'index.js', gzip: 1214 },
  { name: 'rolldown-runtime.js', gzip: 568 },
  { name: 'start.js', gzip: 3832 },
  { name: 'home-screen.js', gzip: 1954 },
  { name: 'framework.js', gzip: 31_575 },
  { name: 'react.js', gzip: 67_548 },
];
/** `/`'s scripts for each visitor: the same app, with that language's public texts. */
const TODAY = {
  th: [...SHARED, { name: 'th-pages.js', gzip: 2676 }],
  en: [...SHARED, { name: 'en-pages.js', gzip: 1933 }],
};

const scriptOf = (scripts: LoadedScript[], name: string): LoadedScript => {
  const script = scripts.find((candidate) => candidate.name === name);
  if (!script) throw new Error(`No ${name} in the first load`);
  return script;
};

const verdictOf = (scripts: LoadedScript[]) => firstLoadVerdict(firstLoad(scripts), BARE, REACT_I18NEXT);

describe("the home page's first-load verdict", () => {
  for (const [language, scripts] of Object.entries(TODAY)) {
    it(`accepts today's first load of / (${language})`, () => {
      expect(verdictOf(scripts).accepted).toBe(true);
    });

    it(`refuses it with a second copy of the home screen's script (${language})`, () => {
      const copy = { ...scriptOf(scripts, 'home-screen.js'), name: 'home-screen-copy.js' };
      const verdict = verdictOf([...scripts, copy]);
      expect(verdict.accepted).toBe(false);
      // Within the whole budget or not, the app's own share is over.
      expect(verdict.app.accepted).toBe(false);
    });

    it(`refuses it with a script of react-i18next's size that is not react-i18next (${language})`, () => {
      const verdict = verdictOf([...scripts, { name: 'look-alike.js', gzip: REACT_I18NEXT }]);
      expect(verdict).toMatchObject({
        accepted: false,
        whole: { accepted: false },
        app: { accepted: false },
      });
    });
  }

  it('refuses the Thai page with its texts loaded twice', () => {
    const texts = { ...scriptOf(TODAY.th, 'th-pages.js'), name: 'th-pages-copy.js' };
    expect(verdictOf([...TODAY.th, texts]).accepted).toBe(false);
  });
});
