import { formatAmount, toSatang } from '@self-storage/core';
import { describe, expect, it } from 'vitest';
import { axeScan, createAccount, loginInBrowser, useE2E } from '../harness/index.ts';
import { catalogs, chooseService } from './booking-helpers.ts';

// biome-ignore lint/correctness/useHookAtTopLevel: useE2E registers Vitest hooks; it is not a React hook
const e2e = useE2E();

const sizeOptions = async (page: import('playwright-core').Page): Promise<string[]> => {
  const select = page.locator('select[name="size"]:enabled');
  await select.waitFor();
  return (await select.locator('option').allTextContents()).slice(1);
};

describe('choosing a size with its price', () => {
  for (const { language, width } of [
    { language: 'th', width: 390 },
    { language: 'en', width: 1280 },
  ] as const) {
    it(`shows each size's lowest monthly price and each unit's building and floor (${language}, ${width})`, async () => {
      const t = catalogs[language];
      const page = await e2e.newPage({ language, width });
      await loginInBrowser(page, e2e, await createAccount(e2e));
      await page.locator('select[name="branch"]').selectOption({ index: 1 });
      await page.locator('select[name="group"]:enabled').selectOption({ index: 1 });
      const options = await sizeOptions(page);
      // Chinatown's storage rooms: 1 to 30 sqm, the 2 sqm ones from 1,960 baht a month.
      expect(options).toHaveLength(11);
      const from = (amount: string) => t.sizeOption.priceFrom.replace('{{amount}}', amount);
      expect(options[1]).toBe(
        `${language === 'th' ? '2 ตร.ม.' : '2 sqm'} · ${from(formatAmount(toSatang(1960), language))}`,
      );
      for (const option of options) expect(option).toContain(t.sizeOption.priceFrom.split(' ')[0]);
      await axeScan(page);

      await chooseService(page, t, { size: 2, days: 10 });
      const first = page.locator('.unit-option').first();
      await first.waitFor();
      expect(await first.locator('.unit-option__place').textContent()).toBe(
        t.unitPlace.buildingFloor.replace('{{building}}', 'A').replace('{{floor}}', '1'),
      );
      await axeScan(page);
    });
  }

  it('shows the sizes by name only when a server sends no price_from or area (en, 1280)', async () => {
    const t = catalogs.en;
    const page = await e2e.newPage({ language: 'en' });
    // A server without the extensions: the sandbox's own reply, less the fields SPEC section 3 lacks.
    await page.route('**/service/get-size', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { datas: Record<string, unknown>[] };
      for (const size of body.datas) {
        delete size.price_from;
        delete size.area;
      }
      await route.fulfill({ response, json: body });
    });
    await page.route('**/service/get-unit', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { datas: { units: Record<string, unknown>[] } };
      for (const unit of body.datas.units) {
        delete unit.building;
        delete unit.floor;
      }
      await route.fulfill({ response, json: body });
    });
    await loginInBrowser(page, e2e, await createAccount(e2e));
    await page.locator('select[name="branch"]').selectOption({ index: 1 });
    await page.locator('select[name="group"]:enabled').selectOption({ index: 1 });
    expect(await sizeOptions(page)).toEqual([1, 2, 3, 4, 6, 9, 12, 15, 20, 25, 30].map((a) => `${a} sqm`));
    await chooseService(page, t, { days: 10 });
    await page.locator('.unit-option').first().waitFor();
    expect(await page.locator('.unit-option__place').count()).toBe(0);
  });
});
