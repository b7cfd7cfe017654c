const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
const DURATION = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/;

/** `500ms`, `30s`, `2m`, `1h`, or a bare number of seconds, in milliseconds; undefined otherwise. */
export const parseDuration = (value: string | number): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value * 1000 : undefined;
  const match = DURATION.exec(value.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms > 0 ? ms : undefined;
};
