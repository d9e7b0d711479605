export type UnitDimension = 'percent' | 'bytes' | 'time';
export type UnitFactor = { dimension: UnitDimension; factor: number };

/**
 * Unit words that API field names end with, and what one of each is in percent, bytes or seconds. Hosting
 * panels count in binary multiples, so "MB" is 2^20 bytes here. The resource parser and the renderer of
 * unknown fields each add the few forms only they accept.
 */
export const unitWords: Readonly<Record<string, UnitFactor>> = {
  percent: { dimension: 'percent', factor: 1 },
  pct: { dimension: 'percent', factor: 1 },
  bytes: { dimension: 'bytes', factor: 1 },
  kb: { dimension: 'bytes', factor: 2 ** 10 },
  kib: { dimension: 'bytes', factor: 2 ** 10 },
  mb: { dimension: 'bytes', factor: 2 ** 20 },
  mib: { dimension: 'bytes', factor: 2 ** 20 },
  gb: { dimension: 'bytes', factor: 2 ** 30 },
  gib: { dimension: 'bytes', factor: 2 ** 30 },
  tb: { dimension: 'bytes', factor: 2 ** 40 },
  ms: { dimension: 'time', factor: 0.001 },
  milliseconds: { dimension: 'time', factor: 0.001 },
  seconds: { dimension: 'time', factor: 1 },
  secs: { dimension: 'time', factor: 1 },
};
