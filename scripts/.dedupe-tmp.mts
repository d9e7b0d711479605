import { catalogues } from '../src/i18n/catalogues.js';
import fs from 'node:fs';
const a = catalogues.get('es-419') as Record<string, string>, b = catalogues.get('es-ES') as Record<string, string>;
const del: Record<string, null> = {};
for (const k of Object.keys(a)) if (a[k] === b[k]) del[k] = null;
fs.writeFileSync('/tmp/i18n/dedupe.json', JSON.stringify({ 'es-419': del }));
console.log(Object.keys(del));
