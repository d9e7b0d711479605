import { catalogues } from '../src/i18n/catalogues.js';
const [locale, ...patterns] = process.argv.slice(2);
const c = catalogues.get(locale as any) as Record<string, string>;
for (const p of patterns) {
  const re = new RegExp(p, 'iu');
  const hits = Object.entries(c).filter(([, v]) => re.test(v));
  console.log(`== ${p}: ${hits.length}`);
  for (const [k, v] of hits) if (process.env.V) console.log('   ', k, '|', v.slice(0, 200));
}
