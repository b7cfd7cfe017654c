import type { SavedCards } from '@self-storage/core/client';
import { CARD_BRAND_KEYS, cardExpiry } from '@self-storage/core/figures';
import { type Command, Option } from 'commander';
import { z } from 'zod';
import { action, NO_OPTIONS } from '../action.ts';
import { withSession } from '../auth.ts';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { withProgress } from '../progress.ts';
import { renderTable } from '../table.ts';

type Card = SavedCards[number];

/** Where the card page sends a browser after a payment that went through. */
const PAID = /[?&]action=payment-success(&|$)/;

export const maskedCard = (ctx: Context, card: Pick<Card, 'brand' | 'last4'>): string =>
  ctx.t('autopay.cards.masked', { brand: ctx.t(CARD_BRAND_KEYS[card.brand]), last4: card.last4 });

const cardsTable = (ctx: Context, cards: SavedCards): string =>
  cards.length === 0
    ? ctx.t('autopay.cards.none')
    : renderTable(
        [
          { header: 'ID', align: 'right' },
          { header: ctx.t('autopay.cards.card') },
          { header: ctx.t('autopay.cards.expiry') },
          { header: ctx.t('autopay.cards.default') },
          { header: '' },
        ],
        cards.map((card) => [
          String(card.id),
          maskedCard(ctx, card),
          cardExpiry(card),
          card.is_default ? ctx.t('autopay.cards.default') : '',
          card.expires_before_next_bill ? ctx.t('autopay.cards.expiresFirst') : '',
        ]),
      );

const list = (group: Command): void => {
  group
    .command('list', { isDefault: true })
    .description(
      'list your saved cards: brand, last 4 digits, expiry, the default, and a flag when one expires before a bill',
    )
    .action(
      action(NO_OPTIONS, async (ctx) => {
        const cards = await withSession(ctx, () =>
          withProgress(ctx.output, ctx.t('cli.progress.loading'), () => ctx.client.cards.list()),
        );
        ctx.output.result({ cards }, () => [ctx.t('autopay.cards.title'), cardsTable(ctx, cards)].join('\n'));
      }),
    );
};

const cardId = (value: unknown): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new CliError('usage', `Not a card id: ${String(value)}`);
  return id;
};

/** `cards remove ID` and `cards default ID`: a change, then the cards left. */
const change = (group: Command, name: 'remove' | 'default', description: string): void => {
  group
    .command(name)
    .description(description)
    .argument('<card>', 'the card id (cards list prints it)')
    .action(
      action(NO_OPTIONS, async (ctx, _options, [given]) => {
        const card_id = cardId(given);
        const cards = await withSession(ctx, async () => {
          const before = await ctx.client.cards.list();
          const after = await withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
            name === 'remove'
              ? ctx.client.cards.remove({ card_id })
              : ctx.client.cards.setDefault({ card_id }),
          );
          return { before, after };
        });
        const last4 = cards.before.find((c) => c.id === card_id)?.last4 ?? '';
        ctx.output.result({ cards: cards.after }, () =>
          [
            ctx.t(name === 'remove' ? 'autopay.cards.removed' : 'autopay.cards.defaultSet', { last4 }),
            cardsTable(ctx, cards.after),
          ].join('\n'),
        );
      }),
    );
};

/**
 * `cards save URL`: fills the sandbox's card page (a card payment's redirect URL) with a test card
 * and ticks "save this card for my next bills", as a customer does in a browser.
 */
const save = (group: Command): void => {
  group
    .command('save')
    .description("pay a card payment on the sandbox's card page with a test card and save the card")
    .argument('<url>', 'the card page: a card payment’s redirect URL (book or repay --pay card prints it)')
    .addOption(new Option('--number <digits>', 'a test card number (docs/sandbox.md)').makeOptionMandatory())
    .option('--expiry <MM/YY>', 'the expiry month and year', '12/30')
    .option('--name <name>', 'the name on the card', 'Somchai Jaidee')
    .action(
      action(
        z.object({ number: z.string().min(1), expiry: z.string(), name: z.string() }),
        async (ctx, options, [url]) => {
          const form = {
            name: options.name,
            number: options.number,
            expiry: options.expiry,
            cvc: '123',
            save: '1',
          };
          const res = await withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
            ctx.fetch(String(url), { method: 'POST', redirect: 'manual', body: new URLSearchParams(form) }),
          );
          const location = res.headers.get('location') ?? '';
          if (!PAID.test(location)) {
            throw new CliError('sandbox_failed', `The card page answered ${res.status} ${location}`, {
              key: 'autopay.cards.declined',
              url: String(url),
              status: res.status,
            });
          }
          const cards = await withSession(ctx, () => ctx.client.cards.list());
          ctx.output.result({ paid: true, saved: true, cards }, () =>
            [ctx.t('autopay.cards.saved'), cardsTable(ctx, cards)].join('\n'),
          );
        },
      ),
    );
};

/** Saved cards: list, remove, make default, and save one on the sandbox's card page. */
export const cards = (program: Command): void => {
  const group = program.command('cards').description('your saved cards, which autopay charges');
  list(group);
  change(group, 'remove', 'remove a saved card (the autopay that charged it stops)');
  change(group, 'default', 'make a saved card the default, the one autopay uses unless told');
  save(group);
};
