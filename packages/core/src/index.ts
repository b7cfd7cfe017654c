export const hello = (n: number): string => `x${n}`;
