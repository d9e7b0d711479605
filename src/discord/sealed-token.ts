import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * An interaction token kept in the store (the `/server create` reply, edited when provisioning ends) is
 * sealed with AES-256-GCM under a key derived from the bot token: a person browsing the store cannot use
 * it, and a store copied without the bot token is useless. It lives only until it expires (15 min).
 */
const version = 'v1';

function keyFrom(botToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', botToken, 'reseller-bot', 'interaction-token v1', 32));
}

export function sealInteractionToken(token: string, botToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(botToken), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [version, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The token, or undefined when it cannot be opened (sealed under another bot token, or damaged). */
export function openInteractionToken(sealed: string, botToken: string): string | undefined {
  const [tag, iv, body, authTag] = sealed.split('.');
  if (tag !== version || !iv || !body || !authTag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(botToken), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}
