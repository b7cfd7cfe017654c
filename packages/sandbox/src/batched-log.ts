/**
 * A log that writes its lines to stdout once per turn of the event loop rather than once per
 * line: stdout to a file or terminal is a synchronous write, and under load one per request cost
 * more than the request itself. The lines of a turn share its timestamp. Whatever is pending is
 * written before the process exits.
 */
export const batchedLog = ({ stamp = true } = {}): ((line: string) => void) => {
  let pending: string[] = [];
  const flush = (): void => {
    if (pending.length === 0) return;
    const time = new Date().toISOString();
    // A JSON line (LOG_FORMAT=json) carries its own time.
    const text = `${pending.map((line) => (stamp ? `${time} ${line}` : line)).join('\n')}\n`;
    pending = [];
    process.stdout.write(text);
  };
  process.on('exit', flush);
  return (line: string): void => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
};
