/** The development JSX runtime: React's, keeping Thai loanwords whole on a line (./whole-words.ts). */
import { jsxDEV as reactJsxDEV } from 'react/jsx-dev-runtime';
import { withWholeWords } from './whole-words.ts';

export type { JSX } from 'react/jsx-dev-runtime';
export { Fragment } from 'react/jsx-dev-runtime';

export const jsxDEV: typeof reactJsxDEV = (type, props, key, isStatic, source, self) =>
  reactJsxDEV(type, withWholeWords(type, props), key, isStatic, source, self);
