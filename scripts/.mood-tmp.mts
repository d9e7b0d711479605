import { catalogues } from '../src/i18n/catalogues.js';
const en = catalogues.get('en-US') as Record<string, string>;
// Descriptions of commands and subcommands only: the ones that say what a command does.
const keys = Object.keys(en).filter((k) => /^command\.[a-z]+(\.[a-z]+)?$/.test(k));
const locale = process.argv[2];
const c = catalogues.get(locale as any) as Record<string, string>;
for (const k of keys) console.log(k.padEnd(32), '|', c[k]);
