import type { Output } from './output.ts';

export interface Choice<V> {
  name: string;
  value: V;
  description?: string;
}

type Validate = (value: string) => true | string;

/**
 * The prompts the CLI asks with; @inquirer/prompts in a terminal, injectable so tests can drive
 * the wizard through @inquirer/testing.
 */
export interface Prompts {
  input(config: { message: string; default?: string; validate?: Validate }): Promise<string>;
  password(config: { message: string; validate?: Validate }): Promise<string>;
  select<V>(config: { message: string; choices: readonly Choice<V>[]; pageSize?: number }): Promise<V>;
  confirm(config: { message: string; default?: boolean }): Promise<boolean>;
}

/** Loaded on first use so commands that never prompt do not pay for it; drawn on stderr. */
export const loadPrompts = async (output: Output): Promise<Prompts> => {
  const inquirer = await import('@inquirer/prompts');
  const context = { input: output.streams.stdin, output: output.streams.stderr };
  return {
    input: (config) => inquirer.input(config, context),
    password: (config) => inquirer.password({ ...config, mask: '*' }, context),
    select: (config) => inquirer.select(config, context),
    confirm: (config) => inquirer.confirm(config, context),
  };
};
