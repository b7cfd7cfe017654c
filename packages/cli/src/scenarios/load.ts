import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { z } from 'zod';
import { CliError } from '../errors.ts';
import { type Scenario, scenarioSchema } from './schema.ts';

export interface LoadedScenario {
  file: string;
  scenario: Scenario;
}

/** Reads and checks one scenario file; a broken one stops the run before anything runs (exit 2). */
export const loadScenario = async (file: string): Promise<LoadedScenario> => {
  const invalid = (problem: string, cause?: unknown) =>
    new CliError('usage', `${file}: ${problem}`, {
      key: 'cli.scenarios.invalidFile',
      vars: { file, problem },
      cause,
    });
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    throw new CliError('file_unreadable', `Cannot read ${file}: ${(cause as Error).message}`, { cause });
  }
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (cause) {
    throw invalid((cause as Error).message, cause);
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) throw invalid(z.prettifyError(parsed.error).replaceAll('\n', ' '));
  return { file, scenario: parsed.data };
};
