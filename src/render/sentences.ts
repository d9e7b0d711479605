/**
 * Fills a whole sentence's named placeholders (`{server}`): sentences are written as templates, so they can
 * move into a message catalogue as they are. A placeholder without a value is the bot's own mistake.
 */
export function fillSentence(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`sentence placeholder {${name}} has no value`);
    return String(value);
  });
}
