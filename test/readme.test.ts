import { readFileSync } from 'node:fs';
import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');

describe('README invite URL', () => {
  it('asks for exactly the permissions its table lists, with both scopes', () => {
    const table = readme.slice(readme.indexOf('**2. Invite the bot**'), readme.indexOf('**3. Copy'));
    const listed = [...table.matchAll(/^\| ([A-Z][A-Za-z ]+) \| 1 << (\d+) \|/gm)];
    expect(listed.map(([, name]) => name)).toContain('Send Messages');
    let bits = 0n;
    for (const [, name, bit] of listed) {
      const flag = PermissionFlagsBits[name!.replaceAll(' ', '') as keyof typeof PermissionFlagsBits];
      expect(flag, name).toBe(1n << BigInt(bit!));
      bits |= flag;
    }
    const url = table.match(/https:\/\/discord\.com\/oauth2\/authorize\?\S+/)?.[0];
    expect(url).toContain('scope=bot%20applications.commands');
    expect(url).toContain(`permissions=${bits}`);
    expect(table).toContain(`**${bits}**`);
  });
});
