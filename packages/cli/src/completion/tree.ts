import type { Command, Option } from 'commander';

/** What completion needs of the command tree: each command's path, subcommands and options. */
export interface CompletionNode {
  /** Space-separated names from the root, '' for the root. */
  path: string;
  subcommands: { name: string; description: string }[];
  options: { flags: string[]; description: string; takesValue: boolean }[];
}

const flagsOf = (option: Option): string[] =>
  [option.long, option.short].filter((flag): flag is string => flag !== undefined);

const describe = (option: Option) => ({
  flags: flagsOf(option),
  description: option.description,
  takesValue: option.required || option.optional,
});

/** Every command of the program, depth first; the root's options are everyone's. */
export const completionTree = (program: Command): CompletionNode[] => {
  const nodes: CompletionNode[] = [];
  const visit = (command: Command, path: string): void => {
    const visible = command.commands.filter((sub) => sub.name() !== 'help' || path === '');
    nodes.push({
      path,
      subcommands: visible.map((sub) => ({ name: sub.name(), description: sub.description() })),
      options: [
        ...command.options.map(describe),
        { flags: ['--help', '-h'], description: 'show help', takesValue: false },
      ],
    });
    for (const sub of visible) visit(sub, path === '' ? sub.name() : `${path} ${sub.name()}`);
  };
  visit(program, '');
  return nodes;
};

/** The values an option takes from a fixed list (`--lang th|en`, `--pay qr|kiosk|card`), by flag. */
export const optionChoices = (program: Command): Map<string, string[]> => {
  const choices = new Map<string, string[]>();
  const visit = (command: Command): void => {
    for (const option of command.options) {
      if (!option.long || !option.argChoices) continue;
      choices.set(option.long, [...new Set([...(choices.get(option.long) ?? []), ...option.argChoices])]);
    }
    for (const sub of command.commands) visit(sub);
  };
  visit(program);
  return choices;
};
