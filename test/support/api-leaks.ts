/**
 * What a person should never read in a message: raw JSON, an ISO-8601 timestamp, hypermedia, or an API field
 * name in camelCase. Returns each kind found, with the offending text, so a failure says where it is.
 */
export function apiLeaks(text: string): string[] {
  const patterns: [string, RegExp][] = [
    ['raw JSON', /\{"/],
    ['ISO timestamp', /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
    ['hypermedia', /_links|\bhref\b|\/api\/v\d+\//],
    ['camelCase field name', /(?<![\w/.-])[a-z]+(?:[A-Z][a-z0-9]+)+(?![\w/])/],
  ];
  return patterns.flatMap(([kind, pattern]) => {
    const found = pattern.exec(text);
    return found ? [`${kind}: …${text.slice(Math.max(0, found.index - 40), found.index + 40)}…`] : [];
  });
}
