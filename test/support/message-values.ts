import {
  parse,
  TYPE,
  type LiteralElement,
  type MessageFormatElement,
  type PoundElement,
  type TagElement,
} from '@formatjs/icu-messageformat-parser';
import type { MessageValues } from '../../src/i18n/index.js';

/** A placeholder of a message: an argument, number, date, time, plural or select. */
export type Placeholder = Exclude<MessageFormatElement, LiteralElement | PoundElement | TagElement>;

/** Calls `visit` with each placeholder of a message, those inside plurals, selects and tags included. */
export function forEachPlaceholder(message: string, visit: (placeholder: Placeholder) => void): void {
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        walk(element.children);
        continue;
      }
      visit(element);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message, { ignoreTag: true }));
}

/**
 * A value for each of a message's placeholders, so any message can be said: 2 suits every kind (text, number,
 * plural, a select's `other`).
 */
export function sampleValues(message: string): MessageValues {
  const values: Record<string, number> = {};
  forEachPlaceholder(message, (placeholder) => {
    values[placeholder.value] = 2;
  });
  return values;
}

/**
 * The text a reader sees of a message, one string per branch of its plurals and selects, each placeholder
 * standing as U+FFFC, and code in backticks (commands, options) left out: typography and terms are the
 * prose's.
 */
export function proseOf(message: string): string[] {
  const texts: string[] = [];
  const walk = (elements: MessageFormatElement[]): string => {
    let text = '';
    for (const element of elements) {
      if (element.type === TYPE.literal) text += element.value;
      else if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) texts.push(walk(option.value));
        text += '\uFFFC';
      } else text += '\uFFFC';
    }
    return text;
  };
  texts.push(walk(parse(message, { ignoreTag: true })));
  return texts.map((text) => text.replace(/`[^`]*`/g, '\uFFFC'));
}
