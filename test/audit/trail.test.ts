import type { ChatInputCommandInteraction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { HostingApiError } from '../../src/api/index.js';
import { auditLine } from '../../src/render/audit.js';
import { AuditTrail, auditRecordId } from '../../src/audit/trail.js';
import { bindAudit, failureOutcome, type AuditInteraction } from '../../src/discord/audit-log.js';
import { english, phrase, translatorFor } from '../../src/i18n/index.js';
import { serverNotFound, UserError } from '../../src/render/errors.js';
import { createLogger, silentLogger } from '../../src/log.js';
import {
  StoreError,
  auditActions,
  openStore,
  type AuditRecord,
  type BotStore,
} from '../../src/store/index.js';
import { logLines } from '../support/log-lines.js';

const apiKey = 'rsk_live_secret_key_1234';
let store: BotStore | undefined;

afterEach(async () => {
  await store?.close();
});

const interaction = (id: string, memberName = 'Ann'): AuditInteraction => ({
  id,
  guildId: '300000000000000001',
  guild: { name: 'Reseller Ops' },
  user: { id: '200000000000000001', username: 'ann' },
  member: { displayName: memberName },
});

async function trail(onRecorded = () => {}, logger = silentLogger()) {
  store = await openStore('memory://');
  return new AuditTrail({
    store,
    logger,
    now: () => 1_700_000_000_000,
    secrets: [apiKey],
    onRecorded,
  });
}

const stored = () => store!.audit.records();

describe('audit record ids', () => {
  it('sort by the interaction time and are the same on every retry', () => {
    const earlier = auditRecordId('1200000000000000000', 'outcome');
    const later = auditRecordId('1300000000000000000', 'outcome');
    expect(earlier < later).toBe(true);
    expect(auditRecordId('1200000000000000000', 'outcome')).toBe(earlier);
    expect(auditRecordId('1200000000000000000', 'ask')).not.toBe(earlier);
  });
});

describe('AuditTrail', () => {
  it('records a repeated ask or outcome of one confirmation once, and says so only once', async () => {
    let told = 0;
    const audit = await trail(() => told++);
    const entry = { action: 'server.delete' as const, server: { id: 's1', name: 'Doomed' } };
    for (const click of ['1300000000000000001', '1300000000000000002'])
      await audit.record(
        interaction(click),
        { ...entry, outcome: { kind: 'done' } },
        {
          interactionId: '1200000000000000000',
        },
      );
    await audit.record(
      interaction('1200000000000000000'),
      { ...entry, outcome: { kind: 'asked' } },
      {
        interactionId: '1200000000000000000',
        phase: 'ask',
      },
    );
    const records = await stored();
    expect(records.map((record) => record.outcome.kind).sort()).toEqual(['asked', 'done']);
    expect(told).toBe(2);
  });

  it('scrubs secrets from every recorded text', async () => {
    const audit = await trail();
    await audit.record(interaction('1200000000000000003', `Ann ${apiKey}`), {
      action: 'server.create',
      inputs: { name: `leak ${apiKey}`, ram: 4 },
      outcome: { kind: 'done' },
    });
    // A refusal's phrase keeps typed text in its values, nested ones too.
    await audit.record(interaction('1200000000000000013'), {
      action: 'mods.install',
      outcome: {
        kind: 'refused',
        code: 'BOT_CHECK',
        phrase: phrase('mods.install.refusedWithPage', {
          sentence: phrase('mods.update.alreadyCurrent', { mod: `m ${apiKey}`, file: 'f', server: 's' }),
          page: `https://x/${apiKey}`,
        }),
      },
    });
    const text = JSON.stringify(await stored());
    expect(text).not.toContain(apiKey);
    expect(text).toContain('[REDACTED]');
    expect(text).toContain('mods.update.alreadyCurrent');
  });

  it('passes the result or error through and records how the action ended', async () => {
    const audit = await trail();
    const refusal = new HostingApiError({
      code: 'RAM_LIMIT_EXCEEDED',
      message: 'no',
      status: 400,
      requestId: 'req-1',
    });
    await expect(
      audit.track(interaction('1200000000000000004'), { action: 'server.update' }, () =>
        Promise.reject(refusal),
      ),
    ).rejects.toBe(refusal);
    const result = await audit.track(
      interaction('1200000000000000005'),
      { action: 'server.create', inputs: { name: 'x' } },
      async () => ({ id: 's9', requestId: 'req-2' }),
      (created) => ({ server: { id: created.id }, requestId: created.requestId }),
    );
    expect(result.id).toBe('s9');
    const [created, refused] = await stored();
    expect(refused).toMatchObject({
      outcome: { kind: 'refused', code: 'RAM_LIMIT_EXCEEDED' },
      requestId: 'req-1',
    });
    expect(created).toMatchObject({ outcome: { kind: 'done' }, server: { id: 's9' }, requestId: 'req-2' });
  });

  it('records through an audit bound to the action a subcommand declares, which the handler never names', async () => {
    const audit = await trail();
    const channel = { kind: 'channel', id: '400000000000000001' } as const;
    await bindAudit(audit, interaction('1200000000000000003'), 'board.create').track(
      { inputs: { channel } },
      async () => 1,
    );
    const removing = bindAudit(audit, interaction('1200000000000000004'), 'board.remove').track({}, () =>
      Promise.reject(new UserError(phrase('mods.update.noRecord'))),
    );
    await expect(removing).rejects.toThrow('The bot has no record');
    const records = await stored();
    expect(records.map(({ action, outcome }) => [action, outcome.kind]).sort()).toEqual([
      ['board.create', 'done'],
      ['board.remove', 'refused'],
    ]);
  });

  it('logs a record it cannot store instead of failing the action', async () => {
    const { lines, destination } = logLines();
    const audit = await trail(() => {}, createLogger({ level: 'info', secrets: [], destination }));
    store!.audit.append = () => Promise.reject(new StoreError('memory', 'write', 'the disk is full'));
    await expect(
      audit.record(interaction('1200000000000000006'), { action: 'access.link', outcome: { kind: 'done' } }),
    ).resolves.toBeUndefined();
    expect(lines.join('')).toContain('could not store an audit record');
  });
});

describe('failureOutcome', () => {
  const api = (code: string, status: number | undefined) =>
    new HostingApiError({ code, message: code, status, requestId: 'r' });

  it('tells refusals, conflicts and failures apart', () => {
    expect(failureOutcome(api('CONFLICT', 409)).outcome).toEqual({ kind: 'conflict' });
    expect(
      failureOutcome(
        new UserError(phrase('server.update.concurrentUnseenChange'), { cause: api('CONFLICT', 409) }),
      ).outcome,
    ).toEqual({
      kind: 'conflict',
    });
    expect(failureOutcome(api('FORBIDDEN', 403))).toEqual({
      outcome: { kind: 'refused', code: 'FORBIDDEN' },
      requestId: 'r',
    });
    expect(failureOutcome(api('RATE_LIMITED', 429)).outcome).toEqual({
      kind: 'refused',
      code: 'RATE_LIMITED',
    });
    expect(failureOutcome(api('RATE_LIMITED', undefined)).outcome).toEqual({
      kind: 'refused',
      code: 'RATE_LIMITED',
    });
    expect(failureOutcome(api('INTERNAL_ERROR', 500)).outcome).toEqual({
      kind: 'failed',
      code: 'INTERNAL_ERROR',
    });
    expect(failureOutcome(api('TIMEOUT', undefined)).outcome).toEqual({ kind: 'failed', code: 'TIMEOUT' });
    expect(failureOutcome(new UserError(phrase('mods.update.noRecord'))).outcome).toEqual({
      kind: 'refused',
      code: 'BOT_CHECK',
      phrase: { key: 'mods.update.noRecord' },
    });
    expect(failureOutcome(new StoreError('memory', 'write', 'down')).outcome).toEqual({
      kind: 'failed',
      code: 'STORE',
    });
    expect(failureOutcome(new Error('bug')).outcome).toEqual({ kind: 'failed' });
  });
});

describe('auditLine', () => {
  it('renders every action kind in one line, names escaped, with a timestamp and a mention', () => {
    for (const action of auditActions) {
      const line = auditLine(
        {
          id: 'x',
          at: 1_700_000_000_000,
          guild: { id: 'g', name: 'Ops_*guild*' },
          member: { id: '200000000000000001', name: '@everyone' },
          action,
          inputs: { name: '**bold**' },
          server: { id: 's1', name: 'Prod' },
          outcome: { kind: 'refused', code: 'FORBIDDEN' },
          requestId: 'req-9',
        },
        english,
      );
      expect(line).not.toContain('\n');
      expect(line).toContain('<t:1700000000:f> <@200000000000000001>');
      expect(line).toContain('Ops\\_\\*guild\\*');
      expect(line).toContain('Name: \\*\\*bold\\*\\*');
      expect(line).toContain('`FORBIDDEN`');
      expect(line).toContain('`req-9`');
    }
  });
});

describe('records for people', () => {
  const base = {
    id: 'x',
    at: 1_700_000_000_000,
    guild: { id: '300000000000000001', name: 'Reseller Ops' },
    member: { id: '200000000000000001', name: 'Ann' },
    outcome: { kind: 'done' } as const,
  };

  it('shows channels and roles as mentions, guilds by name, sizes, percentages and durations in units', () => {
    const line = auditLine(
      {
        ...base,
        action: 'alerts.subscribe',
        inputs: {
          channel: { kind: 'channel', id: '400000000000000001' },
          ping: { kind: 'role', id: '500000000000000001' },
          guild: { kind: 'guild', id: '300000000000000002', name: 'Block_folk' },
          ram: { kind: 'size', gb: 2 },
          cpu: { kind: 'percent', value: 90 },
          minutes: { kind: 'duration', seconds: 300 },
          mod_id: '310001',
        },
      },
      english,
    );
    expect(line).toContain('Channel: <#400000000000000001>');
    expect(line).toContain('Ping: <@&500000000000000001>');
    expect(line).toContain('Guild: **Block\\_folk** `300000000000000002`');
    expect(line).toContain('RAM: 2 GB');
    expect(line).toContain('CPU: 90%');
    expect(line).toContain('Minutes: 5 min');
    expect(line).toContain('Mod ID: 310001');
    expect(line).not.toMatch(/\b(channel|guild_id): \d/);
  });

  it('says every outcome as a sentence', () => {
    const outcomes = [
      [{ kind: 'asked' }, 'Waiting for the member to confirm.'],
      [{ kind: 'done' }, 'Done.'],
      [{ kind: 'alerted' }, 'Alerted the watching channel.'],
      [{ kind: 'refused', code: 'FORBIDDEN' }, 'Refused by the hosting API (`FORBIDDEN`).'],
      [
        { kind: 'refused', code: 'NOT_THE_ASKER', reason: 'Only Ann may.' },
        'Refused (`NOT_THE_ASKER`): Only Ann may.',
      ],
      [{ kind: 'cancelled' }, 'Cancelled by the member; nothing changed.'],
      [{ kind: 'expired' }, 'Expired without an answer; nothing changed.'],
      [{ kind: 'conflict' }, 'Not applied: someone else changed the server meanwhile.'],
      [{ kind: 'failed', code: 'STORE' }, 'Failed (`STORE`).'],
    ] as const;
    for (const [outcome, sentence] of outcomes)
      expect(auditLine({ ...base, action: 'server.delete', inputs: {}, outcome }, english)).toContain(
        sentence,
      );
  });

  it("says a refusal's phrase in the reader's language, and an old record's English reason as it is", () => {
    const refusal = (outcome: AuditRecord['outcome'], t = english) =>
      auditLine({ ...base, action: 'server.delete', inputs: {}, outcome }, t);
    const stored = { kind: 'refused', code: 'BOT_CHECK', phrase: { key: 'mods.update.noRecord' } } as const;
    expect(refusal(stored)).toContain(
      'Refused (`BOT_CHECK`): The bot has no record of installing this mod on that server any more.',
    );
    const german = refusal(stored, translatorFor('de'));
    expect(german).toContain(
      translatorFor('de').t('audit.outcome.refused', { code: '`BOT_CHECK`', reason: '' }),
    );
    expect(german).not.toContain('Refused');
    // A key the catalogue no longer has: the code alone, as a refusal without a reason.
    expect(refusal({ kind: 'refused', code: 'BOT_CHECK', phrase: { key: 'gone.key' } })).toContain(
      '(`BOT_CHECK`).',
    );
  });

  it('says the outcome in the verb: done, asked, or only tried', () => {
    const line = (outcome: AuditRecord['outcome']) =>
      auditLine({ ...base, action: 'server.delete', inputs: {}, outcome }, english);
    expect(line({ kind: 'done' })).toContain(') deleted a server:');
    expect(line({ kind: 'asked' })).toContain(') asked to delete a server:');
    expect(line({ kind: 'expired' })).toContain(') asked to delete a server:');
    expect(line({ kind: 'refused', code: 'FORBIDDEN' })).toContain(') tried to delete a server:');
    expect(line({ kind: 'failed' })).toContain(') tried to delete a server:');
    expect(line({ kind: 'conflict' })).toContain(') tried to delete a server:');
  });

  it('names the refused command and its server in the sentence, and a role level with no server', () => {
    const refused = { kind: 'refused', code: 'MISSING_LEVEL' } as const;
    const onServer = auditLine(
      {
        ...base,
        action: 'access.refused',
        inputs: { command: '/servers status' },
        server: { id: 's1', name: 'Alpha' },
        outcome: refused,
      },
      english,
    );
    expect(onServer).toContain(') tried to use `/servers status` on **Alpha** `s1`:');
    // Said once: the command is not repeated among the inputs.
    expect(onServer.split('/servers status')).toHaveLength(2);
    const anywhere = auditLine(
      { ...base, action: 'access.refused', inputs: { command: '/audit recent' }, outcome: refused },
      english,
    );
    expect(anywhere).toContain(') tried to use `/audit recent`:');
    const click = auditLine(
      { ...base, action: 'access.refused', inputs: { component: 'board-refresh' }, outcome: refused },
      english,
    );
    expect(click).toContain(') tried to use a button or menu [Button or menu: board-refresh]:');
    const german = translatorFor('de');
    expect(
      auditLine(
        {
          ...base,
          action: 'access.refused',
          inputs: { command: '/servers status' },
          server: { id: 's1', name: 'Alpha' },
          outcome: refused,
        },
        german,
      ),
    ).toContain(') versuchte, `/servers status` für **Alpha** `s1` zu benutzen:');
    const grant = auditLine(
      { ...base, action: 'access.role.set', inputs: { level: 'operate' }, outcome: { kind: 'done' } },
      english,
    );
    expect(grant).toContain(') granted a role a level [');
  });

  it('names the bot when it recorded by itself, and a guild by id when its name is unknown', () => {
    const { member: _none, ...withoutMember } = base;
    const line = auditLine(
      {
        ...withoutMember,
        guild: { id: '300000000000000009' },
        action: 'usage.crossing',
        inputs: {},
        server: { id: 's1' },
        outcome: { kind: 'alerted' },
      },
      english,
    );
    expect(line).toContain('🤖 The bot (`300000000000000009`) saw a usage threshold crossed on `s1`');
  });
});

describe('server names', () => {
  it('looks up the name of a server an entry names by id, and keeps the id when that fails', async () => {
    store = await openStore('memory://');
    const names: Record<string, string> = { s1: 'Alpha' };
    const audit = new AuditTrail({
      store,
      logger: silentLogger(),
      now: () => 1_700_000_000_000,
      secrets: [],
      serverName: async (id) => {
        const name = names[id];
        if (name === undefined) throw new Error('API down');
        return name;
      },
    });
    const entry = { action: 'access.unlink' as const, outcome: { kind: 'done' as const } };
    await audit.record(interaction('1200000000000000010'), { ...entry, server: { id: 's1' } });
    await audit.record(interaction('1200000000000000011'), { ...entry, server: { id: 's2' } });
    const servers = (await stored()).map((record) => record.server);
    expect(servers).toEqual([{ id: 's2' }, { id: 's1', name: 'Alpha' }]);
  });
});

describe('AuditTrail.refusal', () => {
  const command = (id: string, name: string, subcommand: string, server?: string) =>
    ({
      ...interaction(id),
      commandName: name,
      options: {
        getSubcommand: () => subcommand,
        getString: (option: string) => (option === 'server' && server ? server : null),
      },
    }) as unknown as ChatInputCommandInteraction<'cached'>;

  it('records a refused mutating command once under the action it declares, naming its server', async () => {
    store = await openStore('memory://');
    let lookups = 0;
    const audit = new AuditTrail({
      store,
      logger: silentLogger(),
      now: () => 1_700_000_000_000,
      secrets: [],
      serverName: async () => {
        lookups += 1;
        return 'Alpha';
      },
    });
    const refused = new UserError(serverNotFound);
    await audit.refusal(command('1200000000000000020', 'server', 'update', 's1'), 'server.update', refused);
    // A command that recorded its own outcome keeps it: no second record, no second lookup.
    const tracked = command('1200000000000000022', 'access', 'unlink', 's2');
    await audit
      .track(tracked, { action: 'access.unlink', server: { id: 's2', name: 'Beta' } }, () =>
        Promise.reject(refused),
      )
      .catch((error: unknown) => audit.refusal(tracked, 'access.unlink', error));
    const records = await stored();
    expect(records.map((record) => [record.action, record.server, record.outcome])).toEqual([
      [
        'access.unlink',
        { id: 's2', name: 'Beta' },
        { kind: 'refused', code: 'BOT_CHECK', phrase: refused.phrase },
      ],
      [
        'server.update',
        { id: 's1', name: 'Alpha' },
        { kind: 'refused', code: 'BOT_CHECK', phrase: refused.phrase },
      ],
    ]);
    expect(lookups).toBe(1);
  });
});
