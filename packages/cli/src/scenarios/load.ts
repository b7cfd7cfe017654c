import { readFile } from 'node:fs/promises';
import { LineCounter, parseDocument } from 'yaml';
import type { Translate } from '../messages.ts';
import { describeIssues, position } from './issues.ts';
import { type Scenario, scenarioSchema } from './schema.ts';

export interface LoadedScenario {
  file: string;
  scenario: Scenario;
}

export interface LoadFailure {
  file: string;
  /** What is wrong, each problem with its line and column where it has one. */
  problem: string;
}

/** Reads and checks one scenario file: the scenario, or what is wrong with it and where. */
export const loadScenario = async (file: string, t: Translate): Promise<LoadedScenario | LoadFailure> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    return { file, problem: (cause as Error).message };
  }
  const lines = new LineCounter();
  // Plain messages: the position is added below, in the run's language.
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (document.errors.length > 0) {
    const problems = document.errors.map(
      (error) => `${position(lines, error.pos[0], t)}: ${error.message.split('\n')[0]}`,
    );
    return { file, problem: problems.join('; ') };
  }
  const parsed = scenarioSchema.safeParse(document.toJS());
  if (!parsed.success) {
    return { file, problem: describeIssues(document, lines, parsed.error.issues, t).join('; ') };
  }
  return { file, scenario: parsed.data };
};

/** Every file read and checked, so one run names every broken file at once. */
export const loadScenarios = async (files: readonly string[], t: Translate) => {
  const results = await Promise.all(files.map((file) => loadScenario(file, t)));
  return {
    loaded: results.filter((result): result is LoadedScenario => 'scenario' in result),
    failures: results.filter((result): result is LoadFailure => !('scenario' in result)),
  };
};
