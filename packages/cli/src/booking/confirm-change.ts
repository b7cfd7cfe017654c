import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';

/**
 * A change to a booking is confirmed on a terminal; off one (a script, CI) only --yes makes it,
 * after the price or final account has been printed.
 */
export const confirmChange = async (
  ctx: Context,
  yes: boolean,
  command: string,
  message: string,
): Promise<boolean> => {
  if (yes) return true;
  if (!ctx.interactive) {
    throw new CliError('usage', `${command} changes your booking: add --yes`, {
      key: 'rental.cli.needsYes',
      vars: { command, flag: '--yes' },
    });
  }
  return (await ctx.prompts()).confirm({ message, default: false });
};
