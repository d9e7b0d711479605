import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentVariables, loadConfig } from '../../src/config.js';
import { envExample, withVariableTable } from '../../scripts/env-docs.js';

// The variables are described once, in src/config.ts; `npm run env:docs` writes what is made from it.

const variables = Object.entries(environmentVariables);

describe('the one description of the environment variables', () => {
  it('is what .env.example holds', () => {
    expect(readFileSync('.env.example', 'utf8')).toBe(envExample());
  });

  it('is the variable table of docs/operations.md', () => {
    const operations = readFileSync('docs/operations.md', 'utf8');
    expect(operations).toBe(withVariableTable(operations));
  });

  it('ships in .env.example the values a blank variable defaults to', () => {
    const required = { DISCORD_TOKEN: 'token', OPS_GUILD_ID: '300000000000000001' };
    const shipped = Object.fromEntries(variables.map(([name, { example }]) => [name, example]));
    const fromExample = loadConfig({ ...shipped, ...required });
    expect(fromExample.ok).toBe(true);
    expect(fromExample).toEqual(loadConfig({ HOSTING_API_URL: 'sandbox', ...required }));
  });

  it('says in the docs the default .env.example ships', () => {
    const mismatched = variables.filter(
      ([, { example, blank }]) =>
        example !== '' && blank.startsWith('`') && !blank.startsWith(`\`${example}\``),
    );
    expect(mismatched.map(([name]) => name)).toEqual([]);
  });
});
