/**
 * The domain's terms: each locale's glossary names the one word it uses for each, and the variants it
 * replaces.
 */
export const glossaryTerms = [
  'server',
  'statusBoard',
  'alert',
  'subscription',
  'provisioning',
  'install',
  'mod',
  'plugin',
  'addon',
  'plan',
  'suspended',
  'resources',
  'activity',
  'usageWatch',
  'threshold',
  'hostingApi',
  'hostingPanel',
  'guild',
  'member',
  'role',
  'manageServer',
] as const;
export type GlossaryTerm = (typeof glossaryTerms)[number];
type GlossaryEntry = {
  /** The word (or words) this locale uses for the term. */
  readonly use: string;
  /** Variants a catalogue must not use for this term (matched case-insensitively as substrings). */
  readonly replaces: readonly string[];
  /**
   * A form of the word the catalogue does write, where `use` is a dictionary form an inflected catalogue
   * never writes as is (pl `panel hostingu`, written `panelu hostingu`): the test looks for this instead.
   */
  readonly written?: string;
  readonly note?: string;
};
export type Glossary = Readonly<Record<GlossaryTerm, GlossaryEntry>>;
