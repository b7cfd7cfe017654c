/**
 * Thai loanwords ICU's dictionary would cut at a line end are drawn in an inline span that does
 * not wrap (`.word`, styles/base.css). The texts stay plain Thai, so copying, find-in-page and
 * screen readers meet the words as written. A text holding one becomes one span of its own, which
 * a flex or grid parent lays out as it did the bare text. Both JSX runtimes here pass every host
 * element's text through it, the catalogue's and the server's alike (an `<option>` holds text
 * only). The words are the catalogue's `common.wholeWords` (src/app/i18n.ts hands them over as a
 * language's texts arrive), so the first load carries them once, beside the texts they are in.
 * A date as core's `formatDate` writes it (`7 ม.ค. 2570`) is kept whole the same way: a line
 * never parts its day from its month.
 */
import { DISPLAY_DATE } from '@self-storage/core/dates';
import { jsx } from 'react/jsx-runtime';

let known = DISPLAY_DATE.source;
let words = new RegExp(`(${known})`);

/** Keeps these words (space-separated) whole wherever they are drawn, beside those of languages loaded before. */
export const keepWordsWhole = (list: string): void => {
  if (list === '') return;
  known = `${known}|${list.replaceAll(' ', '|')}`;
  words = new RegExp(`(${known})`);
};

// Split on a captured pattern, the odd parts are the words.
const wrapped = (child: unknown, key?: number): unknown =>
  typeof child === 'string' && words.test(child)
    ? jsx(
        'span',
        {
          children: child
            .split(words)
            .map((part, index) =>
              index % 2 ? jsx('span', { className: 'word', children: part }, index) : part,
            ),
        },
        key,
      )
    : child;

/** An element's props with its text's loanwords in spans. */
export const withWholeWords = <P>(type: unknown, props: P): P => {
  const { children } = props as { children?: unknown };
  return typeof type === 'string' && type !== 'option' && children
    ? { ...props, children: Array.isArray(children) ? children.map(wrapped) : wrapped(children) }
    : props;
};
