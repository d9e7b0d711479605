/** The sandbox's dialects by name (what each spells how: dialects.ts), apart so types.ts can name them. */
export const dialectNames = ['classic', 'snake', 'panel', 'legacy'] as const;
export type DialectName = (typeof dialectNames)[number];
