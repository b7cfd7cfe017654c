import { Argument, type Command } from 'commander';
import { z } from 'zod';
import { action, NO_OPTIONS } from '../action.ts';
import { completionScript, SHELLS } from '../completion/scripts.ts';
import { CliError } from '../errors.ts';

const rootOf = (command: Command): Command => (command.parent ? rootOf(command.parent) : command);

export const completion = (program: Command): void => {
  program
    .command('completion')
    .description('print the shell completion script: source <(self-storage completion bash)')
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .action(
      action(NO_OPTIONS, async (ctx, _options, [shell]) => {
        const parsed = z.enum(SHELLS).safeParse(shell);
        if (!parsed.success)
          throw new CliError('usage', `Unknown shell ${String(shell)}: use ${SHELLS.join(', ')}`);
        ctx.output.streams.stdout.write(completionScript(rootOf(program), parsed.data));
      }),
    );
};
