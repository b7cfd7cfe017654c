/** The q-quantile (0..1) of some numbers, nearest rank: a figure that was really measured. */
export const quantile = (values: readonly number[], q: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
};

export const median = (values: readonly number[]): number => quantile(values, 0.5);

export const ms = (value: number): string => `${Math.round(value)} ms`;

export const seconds = (valueMs: number): string => `${(valueMs / 1000).toFixed(2)} s`;
