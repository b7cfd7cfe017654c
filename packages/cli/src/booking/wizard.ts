import { type Branch, SelfStorageError, type ServiceGroup, type Size, type Unit } from '@self-storage/core';
import { addDays, checkBookingDates } from '@self-storage/core/dates';
import { sizeLabel, unitOffer } from '@self-storage/core/figures';
import { type FlowState, flowReducer, INITIAL_FLOW_STATE } from '@self-storage/core/flow';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { nameIn, offerText } from '../format.ts';
import { translate } from '../messages.ts';
import { ANY, type SelectionOptions } from '../options.ts';
import type { Choice } from '../prompts.ts';
import { loadBranches, loadGroups, loadSizes, loadUnits } from './catalogue.ts';

/*
 * The select-service and unit screens: each choice is taken from its option or, when that was
 * left out, asked with a prompt from the context (injectable, so tests drive it with
 * @inquirer/testing). Choices are folded into core's flow state, whose builders make the requests.
 */

/** A default end date this many days after the start: a month's rental. */
const DEFAULT_RENTAL_DAYS = 30;

/** How one list is chosen from: the option naming an id, or a prompt listing the items. */
interface ListChoice<T> {
  option: string;
  given: number | undefined;
  idOf: (item: T) => number;
  message: string;
  choice: (item: T) => Omit<Choice<T>, 'value'>;
  /** The failure for an id not in the list; a usage error by default. */
  unlisted?: (known: string) => Error;
}

/** The item with the option's id, or the one picked from the list; an unknown id is a usage error. */
const pick = async <T>(
  ctx: Context,
  list: readonly T[],
  { option, given, idOf, message, choice, unlisted }: ListChoice<T>,
) => {
  if (given !== undefined) {
    const found = list.find((item) => idOf(item) === given);
    if (found) return found;
    const known = list.map(idOf).join(', ') || '-';
    throw unlisted
      ? unlisted(known)
      : new CliError('usage', `${option} ${given} is not one of: ${known}`, {
          key: 'cli.details.problems.notOneOf',
          vars: { option, given: String(given), known },
        });
  }
  const prompts = await ctx.prompts();
  return prompts.select({ message, choices: list.map((item) => ({ ...choice(item), value: item })) });
};

/** Start and end, each checked against the booking window as it is typed, or as given. */
const chooseDates = async (ctx: Context, given: SelectionOptions) => {
  const todayDate = ctx.client.clock.today();
  const problem = (start: string, end: string, field: 'startDate' | 'endDate'): true | string => {
    const check = checkBookingDates(start, end, todayDate);
    return check.ok || check.field !== field ? true : translate(ctx.t, check.key);
  };
  const startDate =
    given.start ??
    (
      await (
        await ctx.prompts()
      ).input({
        message: ctx.t('cli.prompts.startDate'),
        default: todayDate,
        validate: (value) => problem(value.trim(), value.trim(), 'startDate'),
      })
    ).trim();
  const endDate =
    given.end ??
    (
      await (
        await ctx.prompts()
      ).input({
        message: ctx.t('cli.prompts.endDate'),
        default: addDays(startDate, DEFAULT_RENTAL_DAYS - 1),
        validate: (value) => problem(startDate, value.trim(), 'endDate'),
      })
    ).trim();
  const check = checkBookingDates(startDate, endDate, todayDate);
  if (!check.ok) {
    const option = check.field === 'startDate' ? '--start' : '--end';
    throw new SelfStorageError({
      code: 'invalid_input',
      key: check.key,
      field: check.field,
      message: `${option}: ${check.key}`,
    });
  }
  return { startDate, endDate };
};

export const chooseBranch = async (ctx: Context, given?: number): Promise<Branch> =>
  pick(ctx, await loadBranches(ctx), {
    option: '--branch',
    given,
    idOf: (item) => item.id,
    message: ctx.t('cli.prompts.chooseBranch'),
    choice: (item) => ({ name: nameIn(item, ctx.lang), ...(item.phone ? { description: item.phone } : {}) }),
  });

export const chooseGroup = async (ctx: Context, branch: number, given?: number): Promise<ServiceGroup> =>
  pick(ctx, await loadGroups(ctx, branch), {
    option: '--group',
    given,
    idOf: (item) => item.id,
    message: ctx.t('cli.prompts.chooseGroup'),
    choice: (item) => ({ name: nameIn(item, ctx.lang) }),
  });

/** An empty size list is `errors.noServiceSize` (SPEC section 5). */
export const chooseSize = async (ctx: Context, group: number, given?: number): Promise<Size> => {
  const sizes = await loadSizes(ctx, group);
  if (sizes.length === 0) throw new SelfStorageError({ code: 'no_service', key: 'errors.noServiceSize' });
  return pick(ctx, sizes, {
    option: '--size',
    given,
    idOf: (item) => item.id,
    message: ctx.t('cli.prompts.chooseSize'),
    choice: (item) => ({ name: sizeLabel(item, ctx.lang, (text) => offerText(ctx.t, text)) }),
  });
};

/** Branch, dates, group and size, in the order of the web's select-service screen. */
export const selectService = async (ctx: Context, given: SelectionOptions): Promise<FlowState> => {
  const branch = await chooseBranch(ctx, given.branch);
  let state = flowReducer(INITIAL_FLOW_STATE, { type: 'branchChosen', branch });
  state = flowReducer(state, { type: 'datesChosen', ...(await chooseDates(ctx, given)) });
  const group = await chooseGroup(ctx, branch.id, given.group);
  state = flowReducer(state, { type: 'groupChosen', group });
  if (given.size === ANY) return withAnyFreeSize(ctx, state, group.id);
  return flowReducer(state, { type: 'sizeChosen', size: await chooseSize(ctx, group.id, given.size) });
};

/** `--size any`: the first size of the group (smallest first) with a unit free for the dates. */
const withAnyFreeSize = async (ctx: Context, state: FlowState, group: number): Promise<FlowState> => {
  const sizes = await loadSizes(ctx, group);
  for (const size of sizes) {
    const sized = flowReducer(state, { type: 'sizeChosen', size });
    if ((await loadUnits(ctx, sized)).units.length > 0) return sized;
  }
  throw new SelfStorageError({ code: 'no_service', key: 'errors.unitUnavailable' });
};

/** A unit as the web's unit list shows it (core's unitOffer): name, place, area, rate; dimensions below. */
const unitChoice = (ctx: Context, unit: Unit): Omit<Choice<unknown>, 'value'> => {
  const offer = unitOffer(unit, ctx.lang);
  return {
    name: [
      offer.name,
      ...[offer.place, offer.area, offer.perMonth].flatMap((text) => (text ? [offerText(ctx.t, text)] : [])),
    ].join('  '),
    description: offerText(ctx.t, offer.dimensions),
  };
};

/** The units free for the selection, then one of them; none free is `errors.unitUnavailable`. */
export const selectUnit = async (
  ctx: Context,
  state: FlowState,
  given: number | typeof ANY | undefined,
): Promise<FlowState> => {
  const availability = await loadUnits(ctx, state);
  const loaded = flowReducer(state, { type: 'unitsLoaded', availability });
  if (availability.units.length === 0)
    throw new SelfStorageError({ code: 'no_service', key: 'errors.unitUnavailable' });
  // Any free unit, at random: shells booking in parallel then rarely reach for the same one.
  const unit = await pick(ctx, availability.units, {
    option: '--unit',
    given:
      given === ANY
        ? availability.units[Math.floor(Math.random() * availability.units.length)]?.unit_id
        : given,
    idOf: (item) => item.unit_id,
    // Not free for these dates: taken since it was listed, as booking-storage would say.
    unlisted: (known) =>
      new SelfStorageError({
        code: 'unavailable',
        key: 'errors.unitBooked',
        message: `--unit ${given} is not free for these dates; free: ${known}`,
      }),
    message: `${ctx.t('cli.prompts.chooseUnit')} (${ctx.t('unit.remaining', { count: availability.units.length })})`,
    choice: (item) => unitChoice(ctx, item),
  });
  return flowReducer(loaded, { type: 'unitChosen', unit });
};
