/** The app's JSX runtime: React's, keeping Thai loanwords whole on a line (./whole-words.ts). */
import { jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { withWholeWords } from './whole-words.ts';

export type { JSX } from 'react/jsx-runtime';
export { Fragment } from 'react/jsx-runtime';

export const jsx: typeof reactJsx = (type, props, key) => reactJsx(type, withWholeWords(type, props), key);

export const jsxs: typeof reactJsxs = (type, props, key) => reactJsxs(type, withWholeWords(type, props), key);
