import { catalogues } from '../src/i18n/catalogues.js';
import { glossaries } from '../src/i18n/glossary/index.js';
import { glossaryTerms } from '../src/i18n/glossary/types.js';
import { fallbackChain } from '../src/i18n/index.js';
import { proseOf } from '../test/support/message-values.js';
const only = process.argv[2];
const keys = Object.keys(catalogues.get('en-US')!);
for (const [locale, g] of Object.entries(glossaries)) {
  if (only && locale !== only) continue;
  for (const term of glossaryTerms) for (const v of (g as any)[term].replaces) if ((g as any)[term].use.toLowerCase().includes(v.toLowerCase())) console.log('CLASH', locale, term, v);
  const counts: Record<string, number> = {};
  for (const key of keys) {
    let msg: string | undefined;
    for (const c of fallbackChain(locale as any)) { msg = (catalogues.get(c as any) as any)?.[key]; if (msg !== undefined) break; }
    if (!msg) continue;
    const prose = proseOf(msg).join('\n').toLowerCase();
    for (const term of glossaryTerms) for (const v of (g as any)[term].replaces) if (prose.includes(v.toLowerCase())) {
      counts[`${term}:${v}`] = (counts[`${term}:${v}`] ?? 0) + 1;
      if (process.env.V) console.log(`  ${locale} ${key} [${v}] ${msg.slice(0, 220)}`);
    }
  }
  console.log(locale, JSON.stringify(counts));
}
