import { BRANCH_PHONES } from '@self-storage/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  day,
  demoToken,
  ROOM_2SQM,
  refused,
  startSandbox,
  succeed,
  type TestSandbox,
} from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const units = (
  start: string,
  end: string,
  selection: { project_id: number; open_service_id: number; open_service_model_id: number } = ROOM_2SQM,
) => succeed(sb, 'getUnit', { ...selection, start_date: start, end_date: end });

const unitIds = async (start: string, end: string) =>
  (await units(start, end)).datas.units.map((u) => u.unit_id);

describe('branches, groups and sizes', () => {
  it('lists the three branches with phone numbers, whatever the language', async () => {
    const th = await succeed(sb, 'getBranch', { currentLanguage: 'th' });
    expect(th.datas.map((b) => b.name_en)).toEqual(['Chinatown', 'Rama 3', 'Rama 4']);
    expect(th.datas.map((b) => b.name_th)).toEqual(['ไชน่าทาวน์', 'พระราม 3', 'พระราม 4']);
    for (const b of th.datas) expect(b.phone).toMatch(/^02-\d{3}-\d{4}$/);
    // The phones the prerendered home page shows: one list in core for both.
    expect(th.datas.map((b) => b.phone)).toEqual(Object.values(BRANCH_PHONES));
    expect((await succeed(sb, 'getBranch', { currentLanguage: 'en' })).datas).toEqual(th.datas);
    expect((await refused(sb, 'getBranch', { currentLanguage: 'fr' })).code).toBe(400);
  });

  it('offers the three groups at every branch, each its own open service', async () => {
    const ids = new Set<number>();
    for (const project_id of [1, 2, 3]) {
      const groups = (await succeed(sb, 'getGroupService', { project_id })).datas;
      expect(groups.map((g) => g.name_en)).toEqual(['Storage room', 'Stock space', 'Document space']);
      for (const g of groups) ids.add(g.id);
    }
    expect(ids.size).toBe(9);
    expect((await refused(sb, 'getGroupService', { project_id: 99 })).code).toBe(404);
  });

  it('lists sizes from 1 to 30 sqm by area, each with at least 6 units priced by area and branch', async () => {
    const sizes = (await succeed(sb, 'getSize', { open_service_id: 1 })).datas;
    expect(sizes.map((s) => s.name_en)).toEqual(
      [1, 2, 3, 4, 6, 9, 12, 15, 20, 25, 30].map((a) => `${a} sqm`),
    );
    expect(sizes[0]?.name_th).toBe('1 ตร.ม.');
    let previous = 0;
    for (const size of sizes) {
      const list = await units(day(0), day(0), {
        project_id: 1,
        open_service_id: 1,
        open_service_model_id: size.open_service_model_id,
      });
      expect(list.datas.units.length).toBeGreaterThanOrEqual(6);
      const rate = list.datas.units[0]?.monthly_rate ?? 0;
      expect(rate).toBeGreaterThan(previous);
      previous = rate;
    }
    const documents = (await succeed(sb, 'getSize', { open_service_id: 3 })).datas;
    expect(documents.length).toBeLessThan(sizes.length);
    const rama3Sizes = (await succeed(sb, 'getSize', { open_service_id: 4 })).datas;
    const rama3 = await units(day(0), day(0), {
      project_id: 2,
      open_service_id: 4,
      open_service_model_id: rama3Sizes[1]?.open_service_model_id ?? 0,
    });
    expect(rama3.datas.size_name_en).toBe('2 sqm');
    expect(rama3.datas.units[0]?.monthly_rate).toBeLessThan(
      (await units(day(0), day(0))).datas.units[0]?.monthly_rate ?? 0,
    );
    expect((await refused(sb, 'getSize', { open_service_id: 999 })).code).toBe(404);
  });

  it('gives each size its area and, as price_from, the lowest monthly rate of its units at that branch', async () => {
    for (const open_service_id of [1, 4]) {
      const sizes = (await succeed(sb, 'getSize', { open_service_id })).datas;
      const project_id = open_service_id === 1 ? 1 : 2;
      for (const size of sizes) {
        expect(size.area).toBe(Number(size.name_en.split(' ')[0]));
        const rates = (
          await units(day(0), day(0), { project_id, open_service_id, open_service_model_id: size.id })
        ).datas.units.map((u) => u.monthly_rate);
        expect(size.price_from).toBe(Math.min(...rates));
      }
    }
    // Chinatown's 2 sqm rooms (1,960 baht) cost more than Rama 3's.
    const chinatown = (await succeed(sb, 'getSize', { open_service_id: 1 })).datas[1];
    const rama3 = (await succeed(sb, 'getSize', { open_service_id: 4 })).datas[1];
    expect(chinatown?.price_from).toBe(1960);
    expect(rama3?.price_from).toBeLessThan(1960);
  });
});

describe('get-unit', () => {
  it('answers the units with names in both languages and the day count', async () => {
    const { datas } = await units(day(0), day(44));
    expect(datas).toMatchObject({
      start_date: day(0),
      end_date: day(44),
      count_day: 45,
      project_id: 1,
      open_service_id: 1,
      open_service_model_id: 2,
      branch_name_th: 'ไชน่าทาวน์',
      branch_name_en: 'Chinatown',
      group_size_name_en: 'Storage room',
      size_name_en: '2 sqm',
    });
    expect(datas.units[0]).toEqual({
      unit_id: 9,
      name: 'A-109',
      area: 2,
      length: 2,
      depth: 1,
      height: 2.4,
      monthly_rate: 1960,
      building: 'A',
      floor: '1',
    });
  });

  it('accepts a start from today to today + 14 (Bangkok) and an end not before it', async () => {
    expect((await units(day(14), day(14))).datas.count_day).toBe(1);
    const early = await refused(sb, 'getUnit', { ...ROOM_2SQM, start_date: day(-1), end_date: day(3) });
    expect(early).toMatchObject({ code: 400 });
    expect(early.message).toContain('start_date must be between 2026-03-01 and 2026-03-15');
    expect(
      (await refused(sb, 'getUnit', { ...ROOM_2SQM, start_date: day(15), end_date: day(20) })).code,
    ).toBe(400);
    const backwards = await refused(sb, 'getUnit', { ...ROOM_2SQM, start_date: day(5), end_date: day(4) });
    expect(backwards.message).toBe('end_date must not be before start_date.');
    expect(
      (await refused(sb, 'getUnit', { ...ROOM_2SQM, start_date: day(0), end_date: day(2000) })).code,
    ).toBe(400);
    expect(
      (await refused(sb, 'getUnit', { ...ROOM_2SQM, start_date: '2026-02-30', end_date: day(3) })).code,
    ).toBe(400);
  });

  it('follows the Bangkok calendar: 17:30 UTC is already the next day', async () => {
    const saved = sb.clock.now;
    sb.clock.now = Date.parse('2026-03-01T17:30:00Z');
    expect((await refused(sb, 'getUnit', { ...ROOM_2SQM, start_date: day(0), end_date: day(1) })).code).toBe(
      400,
    );
    await units(day(1), day(1));
    sb.clock.now = saved;
  });

  it('refuses a model that is not of the branch and service given', async () => {
    const r = await refused(sb, 'getUnit', {
      project_id: 2,
      open_service_id: 1,
      open_service_model_id: 2,
      start_date: day(0),
      end_date: day(1),
    });
    expect(r.code).toBe(404);
  });

  it('leaves out a unit held on any day of the period', async () => {
    const token = await demoToken(sb);
    await book(sb, token, 9, day(3), day(10));
    expect(await unitIds(day(0), day(2))).toContain(9);
    expect(await unitIds(day(0), day(3))).not.toContain(9);
    expect(await unitIds(day(10), day(20))).not.toContain(9);
    expect(await unitIds(day(5), day(6))).not.toContain(9);
    expect(await unitIds(day(11), day(20))).toContain(9);
  });

  it('is fast: prepared statements and indexes', async () => {
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) await units(day(0), day(365));
    expect((performance.now() - started) / 100).toBeLessThan(40);
  });
});
