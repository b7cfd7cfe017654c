import type { Language } from '@self-storage/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, fitsWidths, openSignedIn, startE2E } from '../harness/index.ts';
import { catalogs, dateField } from './booking-helpers.ts';

const e2e = startE2E();

/** The date fields and the open calendar's popover: everything react-aria draws. */
const CALENDAR_PARTS = '.date-field, .date-field__popover';
/** Attributes that carry a text read aloud or shown on hover. */
const SPOKEN_ATTRIBUTES = [
  'aria-label',
  'aria-valuetext',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
];

/** Accessibility values that hold a text (others are tokens, numbers, booleans, node lists). */
const TEXT_TYPES = new Set(['string', 'computedString']);

interface AXValue {
  type: string;
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  ignored: boolean;
  backendDOMNodeId?: number;
  childIds?: string[];
  name?: AXValue;
  description?: AXValue;
  value?: AXValue;
  properties?: { name: string; value: AXValue }[];
}

/**
 * What assistive technology is given for the calendar's parts: Chromium's accessibility tree
 * (each node's computed name, description, value and string properties such as the role
 * description), every spoken attribute, and all text, visually hidden text included.
 */
const calendarTexts = async (page: Page): Promise<string[]> => {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: CALENDAR_PARTS,
  });
  const parts = new Set<number>();
  for (const nodeId of nodeIds)
    parts.add((await cdp.send('DOM.describeNode', { nodeId })).node.backendNodeId);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const texts: string[] = [];
  const visit = (node: AXNode) => {
    if (!node.ignored) {
      const values = [
        node.name,
        node.description,
        node.value,
        ...(node.properties ?? []).map((p) => p.value),
      ];
      // Texts only: tokens and booleans ("false", "horizontal") are states, not words.
      for (const value of values)
        if (value && TEXT_TYPES.has(value.type) && typeof value.value === 'string' && value.value.trim())
          texts.push(value.value);
    }
    for (const id of node.childIds ?? []) {
      const child = byId.get(id);
      if (child) visit(child);
    }
  };
  for (const node of nodes) if (node.backendDOMNodeId && parts.has(node.backendDOMNodeId)) visit(node);
  expect(texts.length, 'the calendar parts in the accessibility tree').toBeGreaterThan(10);

  const dom = await page
    .locator(CALENDAR_PARTS)
    .evaluateAll(
      (elements, attributes) =>
        elements.flatMap((part) => [
          part.textContent ?? '',
          ...[part, ...part.querySelectorAll('*')].flatMap((element) =>
            attributes.map((name) => element.getAttribute(name) ?? ''),
          ),
        ]),
      SPOKEN_ATTRIBUTES,
    );
  return [...texts, ...dom.filter((text) => text.trim())];
};

/** The texts holding a Latin letter: on a Thai screen, English the reader would hear. */
const latin = (texts: string[]): string[] => [...new Set(texts.filter((text) => /[A-Za-z]/.test(text)))];

/** Loads the calendar, signed in on select service, with both date fields still empty. */
const selectService = async (language: Language, width: number): Promise<Page> => {
  // A phone in Thailand: react-aria marks the device's today, which on a machine in UTC is still
  // yesterday, before the booking window, for the first seven hours of a Bangkok day.
  const page = await e2e.newPage({ language, width, timezoneId: 'Asia/Bangkok' });
  await openSignedIn(page, e2e, await createAccount(e2e));
  await page.locator('main form.form').hover();
  await dateField(page, 'startDate').locator('[role="spinbutton"][data-type="day"]').waitFor();
  return page;
};

const openCalendar = async (page: Page, language: Language) => {
  const t = catalogs[language];
  await dateField(page, 'startDate')
    .getByRole('button', { name: t.calendar.open.replace('{{field}}', t.service.startDate) })
    .click();
  const calendar = page.getByRole('dialog', { name: t.service.startDate });
  await calendar.waitFor();
  return calendar;
};

/**
 * Every state react-aria words differently: empty fields with the calendar open on today (today's
 * label, the first and last days that can be chosen, the hidden close button), the next month,
 * then today chosen (the field's "selected date" description, today's cell "selected"). Returns
 * all their texts.
 */
const textsOfEveryState = async (page: Page, language: Language, width: number): Promise<string[]> => {
  const t = catalogs[language];
  const texts = [...(await calendarTexts(page))];
  const calendar = await openCalendar(page, language);
  texts.push(...(await calendarTexts(page)));
  await fitsWidths(page, `select-service-calendar-speech-${language}`, [width]);
  const next = calendar.getByRole('button', { name: t.calendar.next });
  if (await next.isEnabled()) {
    await next.click();
    texts.push(...(await calendarTexts(page)));
    await calendar.getByRole('button', { name: t.calendar.previous }).click();
  }
  await calendar.locator('.calendar__cell[data-today]').click();
  await expect.poll(() => calendar.isVisible()).toBe(false);
  texts.push(...(await calendarTexts(page)));
  await openCalendar(page, language);
  texts.push(...(await calendarTexts(page)));
  return texts;
};

describe("react-aria's own texts in the calendar", () => {
  for (const width of [390, 1280]) {
    it(`are Thai on a Thai screen, spoken ones included (th, ${width})`, async () => {
      const page = await selectService('th', width);
      const texts = await textsOfEveryState(page, 'th', width);
      expect(latin(texts), 'Latin words in the Thai calendar').toEqual([]);
      // What react-aria itself says, in Thai: an empty part, the hidden close button, today.
      expect(texts).toContain('ว่าง');
      expect(texts).toContain('ปิด');
      expect(texts.some((text) => text.startsWith('วันนี้ '))).toBe(true);
      expect(texts.some((text) => text.startsWith('วันที่ที่เลือก: '))).toBe(true);
    });
  }

  for (const width of [390, 1280]) {
    it(`stay react-aria's English on an English screen (en, ${width})`, async () => {
      const page = await selectService('en', width);
      const texts = await textsOfEveryState(page, 'en', width);
      expect(texts).toContain('Empty');
      expect(texts).toContain('Dismiss');
      expect(texts.some((text) => text.startsWith('Today, '))).toBe(true);
      expect(texts.some((text) => text.startsWith('Selected Date: '))).toBe(true);
      expect(
        texts.filter((text) => /[\u0E00-\u0E7F]/.test(text)),
        'Thai in the English calendar',
      ).toEqual([]);
    });
  }

  it('follow a switch of language in place, both ways (th, 390)', async () => {
    const page = await selectService('th', 390);
    const language = page.locator('.language-select select');
    await language.selectOption('en');
    await openCalendar(page, 'en');
    const english = await calendarTexts(page);
    expect(english).toContain('Empty');
    expect(english).toContain('Dismiss');
    await page.keyboard.press('Escape');
    await language.selectOption('th');
    await openCalendar(page, 'th');
    const thai = await calendarTexts(page);
    expect(latin(thai), 'Latin words in the Thai calendar').toEqual([]);
    expect(thai).toContain('ว่าง');
  });
});
