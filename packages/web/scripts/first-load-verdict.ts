/**
 * The home page's first-load budget and its verdict, apart from the measuring (first-load.ts) so
 * that the verdict can be shown refusing a planted copy of code without a build or a browser.
 */

export interface LoadedScript {
  /** The file name, or `inline #n` for a script in the HTML. */
  name: string;
  gzip: number;
}

export interface FirstLoad {
  scripts: LoadedScript[];
  /** Gzip bytes, level 9, summed over the scripts. */
  gzip: number;
}

export const firstLoad = (scripts: LoadedScript[]): FirstLoad => ({
  scripts,
  gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
});

/** What the app's own code may make of `/`'s first load, in bare React pages. */
export const APP_FIRST_LOAD_RATIO = 1.6;
/**
 * Room for react-i18next alone, which the design names (measured at about 0.04x: its provider and
 * hook over i18next, `reactI18nextShare`); no other code may grow into it.
 */
export const REACT_I18NEXT_ROOM = 0.05;
/** `/`'s first load may be this many times the bare React page's. */
export const FIRST_LOAD_RATIO = Number((APP_FIRST_LOAD_RATIO + REACT_I18NEXT_ROOM).toFixed(2));

/** Digits of a ratio in a verdict's account. */
const RATIO_DIGITS = 3;

export interface RatioCheck {
  /** The measured bytes in bare React pages. */
  ratio: number;
  limit: number;
  accepted: boolean;
}

export interface FirstLoadVerdict {
  /** The whole first load against FIRST_LOAD_RATIO. */
  whole: RatioCheck;
  /** The first load less react-i18next's measured share, against APP_FIRST_LOAD_RATIO. */
  app: RatioCheck;
  accepted: boolean;
}

const check = (bytes: number, bare: number, limit: number): RatioCheck => {
  const ratio = bytes / bare;
  return { ratio, limit, accepted: ratio <= limit };
};

/**
 * Judges a page's first load against a bare React page's, given the gzip bytes react-i18next
 * adds (measured in the same run): both ratios must hold.
 */
export const firstLoadVerdict = (
  load: FirstLoad,
  bare: FirstLoad,
  reactI18next: number,
): FirstLoadVerdict => {
  const whole = check(load.gzip, bare.gzip, FIRST_LOAD_RATIO);
  const app = check(load.gzip - reactI18next, bare.gzip, APP_FIRST_LOAD_RATIO);
  return { whole, app, accepted: whole.accepted && app.accepted };
};

/** A check as the budget test prints it, e.g. `1.629x of 1.65x`. */
export const describeCheck = ({ ratio, limit }: RatioCheck): string =>
  `${ratio.toFixed(RATIO_DIGITS)}x of ${limit}x`;
