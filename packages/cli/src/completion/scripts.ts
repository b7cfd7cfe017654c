import type { Command } from 'commander';
import { type CompletionNode, completionTree, optionChoices } from './tree.ts';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

const NAME = 'self-storage';

/** Single-quoted for sh and fish: only a quote itself needs care. */
const quote = (text: string): string => `'${text.replaceAll("'", "'\\''")}'`;

const caseArms = (entries: [string, string[]][]): string =>
  entries.map(([key, words]) => `    ${quote(key)}) echo ${quote(words.join(' '))} ;;`).join('\n');

/**
 * bash: the words typed so far are walked to the deepest command they name; then a subcommand,
 * an option of that command (or a global one) or an option's listed values are offered.
 */
const bash = (
  nodes: CompletionNode[],
  choices: Map<string, string[]>,
  globals: string[],
): string => `# ${NAME} completion for bash. Load it with: source <(${NAME} completion bash)
_self_storage_subcommands() {
  case "$1" in
${caseArms(nodes.filter((node) => node.subcommands.length > 0).map((node) => [node.path, node.subcommands.map((sub) => sub.name)]))}
  esac
}
_self_storage_options() {
  case "$1" in
${caseArms(nodes.map((node) => [node.path, node.options.flatMap((option) => option.flags)]))}
  esac
}
_self_storage_values() {
  case "$1" in
${caseArms([...choices])}
  esac
}
_self_storage() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="" path="" word i values
  [[ COMP_CWORD -gt 0 ]] && prev="\${COMP_WORDS[COMP_CWORD-1]}"
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    [[ "$word" == -* ]] && continue
    case " $(_self_storage_subcommands "$path") " in
      *" $word "*) path="\${path:+$path }$word" ;;
    esac
  done
  values="$(_self_storage_values "$prev")"
  if [[ -n "$values" ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur")
  elif [[ "$cur" == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$(_self_storage_options "$path") ${globals.join(' ')}" -- "$cur")
  else
    mapfile -t COMPREPLY < <(compgen -W "$(_self_storage_subcommands "$path")" -- "$cur")
  fi
}
complete -F _self_storage ${NAME}
`;

/** zsh runs the bash function through its bashcompinit layer. */
const zsh = (script: string): string => `#compdef ${NAME}
# ${NAME} completion for zsh. Load it with: source <(${NAME} completion zsh)
autoload -U +X bashcompinit && bashcompinit
${script.split('\n').slice(1).join('\n')}`;

const fish = (nodes: CompletionNode[], choices: Map<string, string[]>): string => {
  const lines = [
    `# ${NAME} completion for fish. Load it with: ${NAME} completion fish | source`,
    'function __self_storage_subcommands',
    '  switch "$argv[1]"',
    ...nodes
      .filter((node) => node.subcommands.length > 0)
      .map(
        (node) =>
          `    case ${quote(node.path)}\n      printf '%s\\n' ${node.subcommands.map((sub) => quote(sub.name)).join(' ')}`,
      ),
    '  end',
    'end',
    'function __self_storage_path',
    '  set -l path ""',
    '  for word in (commandline -opc)[2..-1]',
    "    string match -q -- '-*' $word; and continue",
    '    if contains -- $word (__self_storage_subcommands $path)',
    '      set path (string trim -- "$path $word")',
    '    end',
    '  end',
    '  echo $path',
    'end',
    `complete -c ${NAME} -f`,
  ];
  for (const node of nodes) {
    const when = `-n ${quote(`test (__self_storage_path) = ${quote(node.path)}`)}`;
    for (const sub of node.subcommands) {
      lines.push(`complete -c ${NAME} ${when} -a ${quote(sub.name)} -d ${quote(sub.description)}`);
    }
    for (const option of node.options) {
      const long = option.flags.find((flag) => flag.startsWith('--'))?.slice(2);
      const short = option.flags.find((flag) => /^-[^-]$/.test(flag))?.slice(1);
      const values = long === undefined ? undefined : choices.get(`--${long}`);
      const parts = [
        `complete -c ${NAME}`,
        node.path === '' ? '' : when,
        long === undefined ? '' : `-l ${long}`,
        short === undefined ? '' : `-s ${short}`,
        option.takesValue ? '-r' : '',
        values ? `-a ${quote(values.join(' '))}` : '',
        `-d ${quote(option.description)}`,
      ];
      lines.push(parts.filter(Boolean).join(' '));
    }
  }
  return `${lines.join('\n')}\n`;
};

export const completionScript = (program: Command, shell: Shell): string => {
  const nodes = completionTree(program);
  const choices = optionChoices(program);
  const globals = nodes[0]?.options.flatMap((option) => option.flags) ?? [];
  const forBash = bash(nodes, choices, globals);
  if (shell === 'bash') return forBash;
  if (shell === 'zsh') return zsh(forBash);
  return fish(nodes, choices);
};
