import type { Command } from 'commander';
import { type Context, createContext, type GlobalOptions } from './context.ts';

/** A command's body: its context, its own options and its positional arguments (as parsed). */
export type Handler<O> = (ctx: Context, options: O, args: readonly unknown[]) => Promise<void>;

/** Adapts a handler to commander's `(...args, options, command)` action signature. */
export const action =
  <O>(handler: Handler<O>) =>
  async (...params: unknown[]): Promise<void> => {
    const command = params.at(-1) as Command;
    const ctx = await createContext(command.optsWithGlobals<GlobalOptions>());
    await handler(ctx, command.opts() as O, params.slice(0, -2));
  };
