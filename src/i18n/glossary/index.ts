import { glossary as enUS } from './en-US.js';
import { glossary as enGB } from './en-GB.js';
import { glossary as de } from './de.js';
import { glossary as fr } from './fr.js';
import { glossary as esES } from './es-ES.js';
import { glossary as es419 } from './es-419.js';
import { glossary as ptBR } from './pt-BR.js';
import { glossary as it } from './it.js';
import { glossary as nl } from './nl.js';
import { glossary as pl } from './pl.js';
import { glossary as ru } from './ru.js';
import { glossary as uk } from './uk.js';
import { glossary as tr } from './tr.js';
import { glossary as ja } from './ja.js';
import { glossary as ko } from './ko.js';
import { glossary as zhCN } from './zh-CN.js';
import { glossary as zhTW } from './zh-TW.js';
import { glossary as svSE } from './sv-SE.js';
import { glossary as cs } from './cs.js';
import type { Glossary } from './types.js';

/**
 * Each locale's glossary: the one word it uses for each term of the domain, and the variants it replaces
 * (test/i18n/glossary.test.ts fails on a catalogue that uses one). A translator starts here; a new locale
 * adds its file and its line.
 */
export const glossaries = {
  'en-US': enUS,
  'en-GB': enGB,
  de: de,
  fr: fr,
  'es-ES': esES,
  'es-419': es419,
  'pt-BR': ptBR,
  it: it,
  nl: nl,
  pl: pl,
  ru: ru,
  uk: uk,
  tr: tr,
  ja: ja,
  ko: ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'sv-SE': svSE,
  cs: cs,
} as const satisfies Record<string, Glossary>;
