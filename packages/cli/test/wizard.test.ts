import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBook } from '../src/booking/book-flow.ts';
import { type Context, createContext } from '../src/context.ts';
import { DEMO, dates, translator } from './support/fixtures.ts';
import { capturedStreams, type Screen, scriptedPrompts } from './support/prompts.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

/** An interactive English context on a fresh config dir, with prompts the test answers. */
const interactive = async () => {
  const { prompts, next } = scriptedPrompts();
  const streams = capturedStreams();
  const ctx: Context = await createContext(
    { baseUrl: sandbox.url, lang: 'en', json: false, profile: 'wizard', input: true },
    {
      streams,
      prompts,
      interactive: true,
      env: { SELF_STORAGE_CONFIG_DIR: mkdtempSync(join(tmpdir(), 'self-storage-wizard-')) },
    },
  );
  return { ctx, next, streams };
};

const answer = (screen: Screen, text: string): void => {
  screen.events.type(text);
  screen.events.keypress('enter');
};

describe('the booking wizard', () => {
  it('walks the whole flow when `book` has no options: login, service, unit, summary, payment', async () => {
    const t = await translator('en');
    const { ctx, next, streams } = await interactive();
    const { start, end } = dates(100);
    const booked = runBook(ctx, {});

    const email = await next();
    expect(email.getScreen()).toContain(t('cli.prompts.email'));
    answer(email, DEMO.email);
    const secret = await next();
    answer(secret, DEMO.password);
    expect(secret.getScreen()).not.toContain(DEMO.password);

    const branch = await next();
    expect(branch.getScreen()).toContain('Chinatown');
    expect(branch.getScreen()).toContain('Rama 4');
    branch.events.keypress('enter');

    const startDate = await next();
    expect(startDate.getScreen()).toContain(t('cli.prompts.startDate'));
    answer(startDate, '2001-01-01');
    await startDate.nextRender();
    expect(startDate.getScreen()).toContain(t('errors.dateOutOfWindow'));
    for (let i = 0; i < 10; i += 1) startDate.events.keypress('backspace');
    answer(startDate, start);
    answer(await next(), end);

    (await next()).events.keypress('enter');
    const size = await next();
    expect(size.getScreen()).toContain(t('cli.prompts.chooseSize'));
    // As the web's size option: the name, then "from X baht/month" (get-size's price_from).
    expect(size.getScreen()).toMatch(/3 sqm · from [\d,]+\.\d\d baht\/month/);
    size.events.keypress('down');
    size.events.keypress('down');
    size.events.keypress('enter');

    const unit = await next();
    // As the web's unit list: name, building and floor, area, monthly rate (core's unitOffer).
    expect(unit.getScreen()).toMatch(/A-\d+ {2}Building A, floor \d {2}3 sqm {2}[\d,]+\.\d\d baht per month/);
    unit.events.keypress('enter');

    (await next()).events.keypress('enter');
    const installments = await next();
    expect(installments.getScreen()).toMatch(/Pay in \d+ installments, [\d,]+\.\d\d baht today\?/);
    answer(installments, 'n');

    const method = await next();
    expect(method.getScreen()).toContain(t('payment.methods.qr'));
    method.events.keypress('down');
    method.events.keypress('enter');

    const confirmation = await next();
    expect(streams.text().stderr).toMatch(/Number of days +100/);
    confirmation.events.keypress('enter');

    const result = await booked;
    expect(result.payment).toMatchObject({ method: 'kiosk', reference: expect.any(String) });
    expect(result.booking.customerServiceStartDt).toBe(start);
    expect(ctx.profile().email()).toBe(DEMO.email);
  });

  it('asks only for what the options left out, and a declined confirmation books nothing', async () => {
    const t = await translator('en');
    const { ctx, next } = await interactive();
    ctx
      .profile()
      .signIn(await ctx.client.customer.login({ username: DEMO.email, password: DEMO.password }), DEMO.email);
    const { start, end } = dates(20);
    const booked = runBook(ctx, { branch: 1, group: 1, size: 1, start, end, promo: '', pay: 'card' });

    const unit = await next();
    expect(unit.getScreen()).toContain(t('cli.prompts.chooseUnit'));
    unit.events.keypress('enter');
    answer(await next(), 'n');
    await expect(booked).rejects.toMatchObject({ code: 'cancelled', exitCode: 1 });
    // The context's client reads the profile's session: no token passed.
    expect(await ctx.client.booking.history({})).toHaveLength(1);
  });
});
