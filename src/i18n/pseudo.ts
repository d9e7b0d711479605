import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Accented look-alikes: a pseudo-localised sentence keeps no plain ASCII letter of its English. */
const accents: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥíĵķĺɱñóƥǫŕšţúṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŢÚṼŴẊÝŽ'][index] as string,
  ]),
);

/** Marks where a pseudo-localised message starts and ends, so a test can find text that is not inside one. */
export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';

function accented(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter);
}

function transform(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accented(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([name, option]) => [
          name,
          { ...option, value: transform(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

/**
 * An English message as the pseudo-locale says it: letters accented, about a third longer (translations run
 * longer than English), and bracketed; placeholders untouched, so their values show as they are.
 */
export function pseudoMessage(message: string): MessageFormatElement[] {
  const elements = transform(parse(message, { ignoreTag: true }));
  const padding = '·'.repeat(Math.ceil(message.length / 3));
  return [
    { type: TYPE.literal, value: pseudoOpen },
    ...elements,
    { type: TYPE.literal, value: `${padding}${pseudoClose}` },
  ];
}
