import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules `npm run lint` applies to the real tree; here they meet a tree that breaks each one, so a rule
// that silently stopped matching (a wrong path pattern) fails this test instead of passing the lint.
const rules = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IFlattenedRuleSet;

const brokenTree: Record<string, string> = {
  'src/discord/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'src/discord/b.ts': "import type { a } from './a';\nexport const b = 1;\nexport type A = typeof a;\n",
  'src/discord/deploy.ts': "import server from '../../commands/server';\nexport const c = server;\n",
  'src/app.ts': "import server from '../commands/server';\nexport const c = server;\n",
  'src/store/fake.ts': "import { helper } from '../../test/helper';\nexport const h = helper;\n",
  'commands/server.ts': "import { a } from '../src/discord/a';\nexport default a;\n",
  'test/helper.ts': 'export const helper = 1;\n',
  'src/ops/metrics.ts': 'export const metrics = 1;\n',
  'src/api/service.ts': "import { metrics } from '../ops/metrics';\nexport const s = metrics;\n",
  'src/audit/trail.ts': 'export const trail = 1;\n',
  'src/discord/context.ts': "import { trail } from '../audit/trail';\nexport const t = trail;\n",
  'src/usage/figures.ts': 'export const figures = 1;\n',
  'src/game/engine.ts': "import { figures } from '../usage/figures';\nexport const e = figures;\n",
};

let baseDir: string;

beforeAll(async () => {
  baseDir = await mkdtemp(join(tmpdir(), 'architecture-'));
  for (const [path, text] of Object.entries(brokenTree)) {
    await mkdir(dirname(join(baseDir, path)), { recursive: true });
    await writeFile(join(baseDir, path), text);
  }
});

afterAll(async () => {
  await rm(baseDir, { recursive: true, force: true });
});

describe('import rules', () => {
  it('report a circle (type-only imports included), imports up a layer, across one or into commands, and of test code', async () => {
    const { output } = await cruise(['src', 'commands'], {
      baseDir,
      validate: true,
      ruleSet: { forbidden: rules.forbidden },
      tsPreCompilationDeps: true,
    });
    const found = (output as ICruiseResult).summary.violations.map(
      (violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
    );
    expect(found.sort()).toEqual([
      'api-looks-down: src/api/service.ts -> src/ops/metrics.ts',
      'discord-looks-down: src/discord/context.ts -> src/audit/trail.ts',
      'game-looks-down: src/game/engine.ts -> src/usage/figures.ts',
      'no-circular: src/discord/a.ts -> src/discord/b.ts',
      'not-to-tests: src/store/fake.ts -> test/helper.ts',
      'src-not-to-commands: src/app.ts -> commands/server.ts',
      'src-not-to-commands: src/discord/deploy.ts -> commands/server.ts',
    ]);
  });
});
