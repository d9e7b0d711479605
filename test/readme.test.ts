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

describe("README's two commands", () => {
  it('are the ones .ci/run runs, after it probes the optional store servers', () => {
    const blocks = [...readme.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map(([, block]) => block!);
    const commands = blocks.flatMap((block) => block.split('\n')).map((line) => line.replace(/\s+#.*$/, ''));
    expect(commands).toContain('npm ci && npm start');
    expect(commands).toContain('npm ci && npm test');
    const ci = readFileSync('.ci/run', 'utf8');
    expect(ci).toContain('export TEST_REDIS_URL=');
    expect(ci).toContain('export TEST_POSTGRES_URL=');
    expect(ci.trim().split('\n').slice(-2)).toEqual(['npm ci', 'npm test']);
  });
});
