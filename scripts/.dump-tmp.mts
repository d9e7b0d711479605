import { catalogues } from '../src/i18n/catalogues.js';
const keys = process.argv.slice(2);
for (const [l, c] of catalogues) { if (l==='en-GB') continue; console.log('##', l); for (const k of keys) { const v = (c as any)[k]; if (v) console.log('  ', k, '=', v); } }
