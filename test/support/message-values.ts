import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageValues } from '../../src/i18n/index.js';

/**
 * A value for each of a message's placeholders, so any message can be said: 2 suits every kind (text, number,
 * plural, a select's `other`).
 */
export function sampleValues(message: string): MessageValues {
  const values: Record<string, number> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        walk(element.children);
        continue;
      }
      values[element.value] = 2;
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return values;
}
