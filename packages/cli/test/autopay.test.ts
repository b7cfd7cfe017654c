import { fileURLToPath } from 'node:url';
import { SelfStorageClient } from '@self-storage/core';
import type { Autopay, SavedCards } from '@self-storage/core/client';
import { addDays, today } from '@self-storage/core/dates';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

const EXAMPLE = fileURLToPath(new URL('../../../examples/scenarios/autopay.yaml', import.meta.url));
/** The scenario registers, books, pays twice on the card page and moves the clock three times. */
const SCENARIO_TIMEOUT_MS = 120_000;

const day = (offset: number) => addDays(today(Date.now()), offset);

describe('self-storage cards and autopay', () => {
  let sandbox: Sandbox;
  let cli: Cli;
  let client: SelfStorageClient;
  let token: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ maxUnpaidBookings: 100 });
    cli = createCli(sandbox.url);
    client = new SelfStorageClient({ baseUrl: sandbox.url, language: 'en' });
    token = await client.customer.login({ username: DEMO.email, password: DEMO.password });
    await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
  });
  afterAll(() => sandbox.close());

  /** A 90-day booking in three bills to be paid by card: its card page. */
  const cardPage = async (): Promise<{ id: number; url: string }> => {
    const selection = { project_id: 1, open_service_id: 1, open_service_model_id: 2 };
    const data = await client.booking.calculate({
      ...selection,
      start_date: day(0),
      end_date: day(89),
      unit_id: 14,
      is_reccuring: 0,
      is_reccuringcheck: 1,
      is_paymentcheck: 1,
      promo_code: '',
    });
    const { booking } = await client.booking.store({
      payment_method: 5,
      isInstallment: 2,
      start_date: day(0),
      end_date: day(89),
      unit_id: 14,
      token,
      data,
      totalOrange: data.total_after_discount,
    });
    const url = await client.payment.cardCheckout({
      tokenu: token,
      customerInvoiceIds: [booking.invoices[0]?.id ?? 0],
    });
    return { id: booking.customerService_id, url };
  };

  it('saves a card on the card page, lists it, switches autopay on and off, and removes the card, in Thai and English', async () => {
    expect((await cli.json<{ cards: SavedCards }>(['--json', 'cards'])).cards).toEqual([]);
    expect((await cli.run(['--lang', 'th', 'cards'])).stdout).toContain('ยังไม่มีบัตรที่บันทึกไว้');

    const { id, url } = await cardPage();
    const saved = await cli.json<{ paid: boolean; cards: SavedCards }>([
      '--json',
      'cards',
      'save',
      url,
      '--number',
      '4242424242424242',
    ]);
    expect(saved).toMatchObject({ paid: true, cards: [{ brand: 'visa', last4: '4242', is_default: true }] });
    const cardId = saved.cards[0]?.id ?? 0;
    expect(await cli.json(['--json', 'cards'])).toEqual({ cards: await client.cards.list({ token }) });

    const english = await cli.run(['--lang', 'en', 'cards']);
    expect(english.stdout).toContain('Saved cards');
    expect(english.stdout).toMatch(/Visa •••• 4242\s+12\/30\s+Default/);
    const thai = await cli.run(['--lang', 'th', 'cards']);
    expect(thai.stdout).toMatch(/วีซ่า •••• 4242\s+12\/30\s+บัตรหลัก/);

    const on = await cli.run(['--lang', 'th', 'autopay', 'on', String(id), '--card', String(cardId)]);
    expect(on.code, on.stderr).toBe(0);
    expect(on.stdout).toContain(`เปิดการตัดบัตรอัตโนมัติของการจอง ${id} แล้ว`);
    expect(on.stdout).toContain('ตัดบัตรครั้งถัดไป');
    const statement = await client.rental.statement({ token, customer_service_id: id });
    const next = statement.autopay.next_charge;
    expect(next?.date).toBe(day(30));
    expect(on.stdout).toContain('วีซ่า •••• 4242');
    const onEnglish = await cli.run(['--lang', 'en', 'autopay', 'on', String(id)]);
    expect(onEnglish.stdout).toContain(`Autopay is on for booking ${id}.`);
    expect(onEnglish.stdout).toMatch(/Next charge\s+[\d,.]+ baht on/);

    const off = await cli.json<{ autopay: Autopay }>(['--json', 'autopay', 'off', String(id)]);
    expect(off.autopay).toMatchObject({ on: false, card: null });
    const usage = await cli.run(['--lang', 'en', 'autopay', 'maybe', String(id)]);
    expect(usage.code).toBe(2);

    const removed = await cli.run(['--lang', 'en', 'cards', 'remove', String(cardId)]);
    expect(removed.stdout).toContain('The card •••• 4242 was removed.');
    expect(await client.cards.list({ token })).toEqual([]);
    const refused = await cli.run(['--lang', 'en', 'autopay', 'on', String(id)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('save this card for my next bills');
  });
});

describe('the autopay example scenario', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(() => sandbox.close());

  it(
    'saves a card, moves the clock over three bills with one failing, and asserts the statement',
    async () => {
      const result = await createCli(sandbox.url).run(['--lang', 'en', 'run', EXAMPLE], {
        timeoutMs: SCENARIO_TIMEOUT_MS,
      });
      expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(result.stdout).toContain('Scenarios: 1 passed, 0 failed');
    },
    SCENARIO_TIMEOUT_MS + 10_000,
  );
});
