import { escapeApiText } from './format.js';

/** Each mod catalogue's own domain: a page link from its entries must lead there (or to a subdomain). */
const providerDomains: Readonly<Record<string, string>> = {
  curseforge: 'curseforge.com',
  modrinth: 'modrinth.com',
};

/** Characters that end or break a masked link's target, percent-encoded so the target stays one URL. */
const linkBreakers = /[()[\]<>\s"'`\\]/g;

/**
 * A catalogue page URL the bot may link to: `https`, no credentials, no port, on the provider's own domain;
 * undefined for anything else (another site, a typo'd scheme, text that is not a URL at all).
 */
export function providerPageUrl(provider: string, url: string | undefined): string | undefined {
  const domain = providerDomains[provider];
  if (domain === undefined || url === undefined || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();
  const onDomain = host === domain || host.endsWith(`.${domain}`);
  if (parsed.protocol !== 'https:' || !onDomain || parsed.username || parsed.password || parsed.port)
    return undefined;
  return parsed.href.replace(linkBreakers, (character) =>
    [...new TextEncoder().encode(character)]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
}

/**
 * A name from a catalogue, linked to its page when the page is a validated provider URL (see
 * `providerPageUrl`), else in bold: never a link the catalogue's text shaped.
 */
export function providerLink(provider: string, name: string, url: string | undefined): string {
  const page = providerPageUrl(provider, url);
  return page === undefined ? `**${escapeApiText(name)}**` : `[${escapeApiText(name)}](${page})`;
}
