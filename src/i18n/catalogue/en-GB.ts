import type { CatalogueOf } from './en-US.js';

/**
 * en-GB: only the messages British English says differently from en-US.ts, in en-US.ts's sections; every
 * other message is en-US's, as en-GB falls back to en-US (`fallbacks` in ../locales.ts). A test fails on a
 * message repeated here word for word.
 */
export default {
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'English (UK)',
} satisfies CatalogueOf<'en-GB'>;
