import { DISPLAY_DATE } from '@self-storage/core/dates';
import { WHOLE_WORDS } from '@self-storage/locales/whole-words';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * No Thai word is split across lines: every line break inside Thai text (not at a space) falls
 * on an Intl.Segmenter word boundary, and never inside a loanword the catalogue keeps whole
 * (ICU's dictionary, which both the segmenter and the line breaker use, cuts some of them).
 * Line boxes are read per grapheme with Range.getClientRects. The page's text, labels and title hold
 * no word joiner (U+2060): a loanword is kept whole by the markup around it.
 */
export const noThaiWordSplit = async (page: Page): Promise<void> => {
  // The words are kept whole by markup around them, never by characters in the text.
  const joined = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[placeholder],[alt],[title]')].flatMap(
      (element) =>
        ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.textContent ?? '', document.title, ...labels].filter((text) =>
      text.includes('\u2060'),
    );
  });
  expect(joined, `word joiners (U+2060) in the text of ${page.url()}`).toEqual([]);
  const splits = await page.evaluate((wholeWords) => {
    const words = new Intl.Segmenter('th', { granularity: 'word' });
    const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node as Text).data;
      if (!/[\u0E00-\u0E7F]/.test(text)) continue;
      const plain = text.replaceAll('\u2060', '');
      const boundaries = new Set<number>();
      for (const { index, segment } of words.segment(text)) {
        boundaries.add(index);
        boundaries.add(index + segment.length);
      }
      // Where each loanword lies in `text`, joiners included.
      const inWhole = new Set<number>();
      for (const word of wholeWords) {
        for (let at = plain.indexOf(word); at >= 0; at = plain.indexOf(word, at + 1)) {
          for (let i = 0, seen = 0; i < text.length; i += 1) {
            if (text[i] === '\u2060') continue;
            if (seen > at && seen < at + word.length) inWhole.add(i);
            seen += 1;
          }
        }
      }
      let previousBottom: number | undefined;
      let previousEnd = 0;
      for (const { index, segment } of graphemes.segment(text)) {
        if (/^[\s\u2060]+$/.test(segment)) continue;
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        const brokeHere = previousBottom !== undefined && rect.top >= previousBottom - 1;
        const atSpace = /\s/.test(text.slice(previousEnd, index));
        if (brokeHere && !atSpace) {
          let at = index;
          while (at > 0 && text[at - 1] === '\u2060') at -= 1;
          if (!boundaries.has(at) || inWhole.has(index)) {
            found.push(
              `${text.slice(Math.max(0, index - 12), index)}|${text.slice(index, index + 12)}`.replaceAll(
                '\u2060',
                '',
              ),
            );
          }
        }
        previousBottom = rect.bottom;
        previousEnd = index + segment.length;
      }
    }
    return found;
  }, WHOLE_WORDS);
  expect(splits, `Thai words split across lines on ${page.url()}`).toEqual([]);
};

/** Thai abbreviations end in a full stop of their own: metres, square metres, o'clock, phone, B.E. */
const THAI_ABBREVIATIONS = ['ม.', 'ตร.ม.', 'น.', 'โทร.', 'พ.ศ.'];

/**
 * Thai as Thai readers expect it: a date (core's DISPLAY_DATE) never parts across lines, no Thai
 * sentence ends in a Latin full stop, and no field under a Thai label shows an English placeholder.
 */
export const thaiTypography = async (page: Page): Promise<void> => {
  const slips = await page.evaluate(
    ({ date, abbreviations }) => {
      const dates = new RegExp(date, 'g');
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node as Text).data;
        for (const match of text.matchAll(dates)) {
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top));
          if (tops.size > 1) found.push(`date split across lines: ${match[0]}`);
        }
      }
      // A two-part abbreviation (a month's `ม.ค.`, `พ.ศ.`) is no sentence's end either.
      const abbreviated = /(^|[^\u0E00-\u0E7F])[\u0E00-\u0E7F]{1,3}\.[\u0E00-\u0E7F]{1,3}\.$/;
      const stops = document.body.innerText.matchAll(/(\S*[\u0E00-\u0E7F]\.)(?=\s|$)/g);
      for (const [, word = ''] of stops) {
        if (abbreviated.test(word) || abbreviations.some((a: string) => word.endsWith(a))) continue;
        found.push(`Latin full stop: ${word}`);
      }
      for (const field of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
        const placeholder = field.getAttribute('placeholder') ?? '';
        if (/[A-Za-z]/.test(placeholder)) found.push(`English placeholder: ${placeholder}`);
      }
      return found;
    },
    { date: DISPLAY_DATE.source, abbreviations: THAI_ABBREVIATIONS },
  );
  expect(slips, `Thai typography on ${page.url()}`).toEqual([]);
};
