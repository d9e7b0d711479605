import type { Glossary } from './types.js';
import { glossary as spain } from './es-ES.js';

/**
 * Latin American Spanish: Spain's words, but Discord's own name for Manage Server there. Messages es-419 does
 * not say itself are es-ES's (its fallback), so a variant is replaced here only where es-419 overrides every
 * message using it.
 */
export const glossary: Glossary = {
  ...spain,
  manageServer: { use: 'Administrar servidor', replaces: [] },
};
