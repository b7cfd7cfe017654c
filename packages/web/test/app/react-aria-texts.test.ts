import { REACT_ARIA_TH, type ReactAriaText } from '@self-storage/locales/th/react-aria';
import english from 'react-aria-components/i18n/en-US';
import { describe, expect, it } from 'vitest';

/** A text as react-aria formats it, each placeholder shown by name, and the names it asked for. */
const render = (text: ReactAriaText | undefined): { text: string; placeholders: string[] } => {
  const asked = new Set<string>();
  const args = new Proxy(
    {},
    {
      get: (_, name) => {
        asked.add(String(name));
        return `⟦${String(name)}⟧`;
      },
    },
  );
  const shown = typeof text === 'function' ? text(args) : (text ?? '');
  return { text: shown, placeholders: [...asked].sort() };
};

describe("react-aria's texts in Thai", () => {
  for (const [pkg, thai] of Object.entries(REACT_ARIA_TH)) {
    describe(pkg, () => {
      const original: Readonly<Record<string, ReactAriaText>> = english[pkg] ?? {};

      it("has every text of react-aria's English, and no other", () => {
        expect(Object.keys(thai).sort()).toEqual(Object.keys(original).sort());
      });

      it('keeps the placeholders of each English original, in Thai words', () => {
        for (const [key, text] of Object.entries(thai) as [string, ReactAriaText][]) {
          const ours = render(text);
          const theirs = render(original[key]);
          expect(ours.placeholders, `${pkg} ${key}`).toEqual(theirs.placeholders);
          expect(ours.text.match(/⟦\w+⟧/g)?.sort(), `${pkg} ${key}`).toEqual(
            theirs.text.match(/⟦\w+⟧/g)?.sort(),
          );
          const words = ours.text.replace(/⟦\w+⟧/g, '');
          expect(words, `${pkg} ${key}`).toMatch(/[\u0E00-\u0E7F]/);
          expect(words, `${pkg} ${key}`).not.toMatch(/[A-Za-z]/);
        }
      });
    });
  }
});
