import type { Output } from './output.ts';

export interface Progress {
  /** Replaces the text; on a terminal only, so piped output is not flooded (e.g. by a countdown). */
  update(text: string): void;
  stop(): void;
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const FRAME_MS = 80;

/** A spinner on stderr when it is a terminal; otherwise one plain line. */
export const startProgress = (output: Output, text: string): Progress => {
  const { stderr } = output.streams;
  if (!output.live) {
    stderr.write(`${text}\n`);
    return { update: () => {}, stop: () => {} };
  }
  let current = text;
  let frame = 0;
  const draw = (): void => {
    stderr.write(`\r\x1b[2K${FRAMES[frame % FRAMES.length]} ${current}`);
    frame += 1;
  };
  draw();
  const timer = setInterval(draw, FRAME_MS);
  timer.unref();
  return {
    update(next) {
      current = next;
      draw();
    },
    stop() {
      clearInterval(timer);
      stderr.write('\r\x1b[2K');
    },
  };
};

/** Runs `task` with a progress line that is removed whatever the outcome. */
export const withProgress = async <T>(output: Output, text: string, task: () => Promise<T>): Promise<T> => {
  const progress = startProgress(output, text);
  try {
    return await task();
  } finally {
    progress.stop();
  }
};
