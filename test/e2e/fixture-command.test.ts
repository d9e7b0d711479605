import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandsDirectory } from '../../src/discord/command-loader.js';
import type { Confirmation } from '../../src/store/index.js';
import { emulatedUsers } from '../emulator/index.js';
import { resets } from '../fixtures/commands/fixture.js';
import { buttonId, visibleText } from './helpers.js';
import { opsGuildId, startHarness, type Harness } from './harness.js';

// Adding a command is adding a file: the fixture directory holds one, loaded beside the real commands.

const fixtureDirectory = new URL('../fixtures/commands/', import.meta.url);
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false },
    app: { confirmationTtlMs: 60_000, commandDirectories: [commandsDirectory, fixtureDirectory] },
  });
});

afterAll(async () => {
  await harness.close();
});

const admin = emulatedUsers.admin;

describe('a command declared in one file', () => {
  it('is registered with its subcommand and options, beside the real commands', async () => {
    await harness.emulator.waitFor(() => harness.emulator.commands(opsGuildId).length > 0);
    const registered = harness.emulator.commands(opsGuildId);
    expect(registered.map((command) => command.name).sort()).toEqual(
      ['access', 'alerts', 'audit', 'board', 'fixture', 'language', 'mods', 'server'].sort(),
    );
    const fixture = registered.find((command) => command.name === 'fixture');
    expect(fixture?.description).toBe('A command that exists only in tests');
    expect(fixture?.options?.map((option) => option.name)).toEqual(['ping']);
  });

  it('answers its slash command, routes its button with the parsed payload, and confirms once', async () => {
    const pong = await harness
      .command({ name: 'fixture', subcommand: 'ping', options: { taps: 6 } })
      .waitForReply();
    expect(pong.message?.content).toBe('pong');
    const tap = buttonId(pong.message, 'Tap');
    expect(tap).toBe('fixture-tap:7');

    const prompt = await harness.emulator
      .sendButton({ message: pong.message!, customId: tap, user: admin })
      .waitForReply();
    // The handler got the payload parsed from its own custom_id: 7 taps.
    expect(visibleText(prompt.message)).toContain('Reset the counter at 7 taps?');
    const confirm = buttonId(prompt.message, 'Reset');
    expect(confirm).toMatch(/^confirm:/);

    const before = resets.length;
    const first = harness.emulator.sendButton({ message: prompt.message!, customId: confirm, user: admin });
    const second = harness.emulator.sendButton({ message: prompt.message!, customId: confirm, user: admin });
    const outcome = await first.waitForReply((view) => visibleText(view.message).includes('Reset after'));
    await second.waitForReply();
    expect(visibleText(outcome.message)).toContain('Reset after 7 taps');
    expect(resets.slice(before)).toEqual([7]);

    // Its audit entry is the one the fixture declared, for its ask and its outcome.
    const records = await harness.app.store.audit.records();
    const recorded = records.filter((record) => record.inputs.taps !== undefined);
    expect(recorded.map((record) => [record.action, record.outcome.kind]).sort()).toEqual([
      ['server.update', 'asked'],
      ['server.update', 'done'],
    ]);
  });
});

describe('confirmations stored before commands declared their kinds', () => {
  /**
   * Shows a prompt, then puts back in its place the record the version before this one stored for it, field
   * for field: its button is `confirm:<id>`, as it was.
   */
  async function promptStoredAsBefore(
    spec: Parameters<Harness['command']>[0],
    confirmLabel: string,
    action: Record<string, string>,
  ) {
    const prompt = await harness.command(spec).waitForReply();
    const confirm = buttonId(prompt.message, confirmLabel);
    const id = confirm.replace(/^confirm:/, '');
    const current = await harness.app.store.confirmation(id);
    if (!current) throw new Error('the prompt stored no confirmation');
    const { id: _id, action: _action, ...rest } = current;
    await harness.app.store.saveConfirmation({ id, action: action as Confirmation['action'], ...rest });
    return { message: prompt.message!, confirm };
  }

  it('still deletes a server from a stored delete confirmation', async () => {
    const doomed = harness.sandbox.addServer(harness.apiKey, {
      name: 'Old Prompt',
      ramGb: 2,
      status: 'RUNNING',
    });
    const { message, confirm } = await promptStoredAsBefore(
      { name: 'server', subcommand: 'delete', options: { server: doomed.id } },
      'Delete permanently',
      { kind: 'delete' },
    );
    const view = await harness.emulator
      .sendButton({ message, customId: confirm, user: admin })
      .waitForReply((current) => visibleText(current.message).includes('Deleted'));
    expect(visibleText(view.message)).toContain('Old Prompt');
    expect(harness.sandbox.server(doomed.id)).toBeUndefined();
  });

  it('still installs from a stored install confirmation, and records it', async () => {
    const modded = harness.sandbox.addServer(harness.apiKey, {
      name: 'Old Install',
      ramGb: 8,
      status: 'RUNNING',
      planTier: 'premium',
      gameVersion: '1.20.4',
    });
    const { message, confirm } = await promptStoredAsBefore(
      {
        name: 'mods',
        subcommand: 'install',
        options: { server: modded.id, provider: 'curseforge', mod: '310001', file: '4100011' },
      },
      'Install',
      {
        kind: 'install',
        provider: 'curseforge',
        modId: '310001',
        modName: 'Ore Compass As Stored',
        fileId: '4100011',
        fileName: 'ore-compass-1.0.jar',
        type: 'mods',
        gameVersion: '1.20.4',
        loader: 'forge',
      },
    );
    const view = await harness.emulator
      .sendButton({ message, customId: confirm, user: admin })
      .waitForReply((current) => visibleText(current.message).includes('Installed'));
    // The outcome is the stored action's, not the prompt's.
    expect(visibleText(view.message)).toContain('Ore Compass As Stored');
    expect(harness.sandbox.server(modded.id)?.installedMods.map((mod) => mod.fileId)).toEqual(['4100011']);
    const recorded = await harness.app.store.installedMods.ofServer(modded.id);
    expect(recorded).toEqual([
      expect.objectContaining({ modName: 'Ore Compass As Stored', fileId: '4100011', loader: 'forge' }),
    ]);
    const records = await harness.app.store.audit.records();
    const outcome = records.find(
      (record) => record.server?.id === modded.id && record.outcome.kind === 'done',
    );
    expect(outcome?.action).toBe('mods.install');
    expect(outcome?.inputs.mod).toBe('Ore Compass As Stored');
  });

  it('refuses a stored confirmation whose kind no loaded command declares, changing nothing', async () => {
    const kept = harness.sandbox.addServer(harness.apiKey, { name: 'Kept', ramGb: 2, status: 'RUNNING' });
    const { message, confirm } = await promptStoredAsBefore(
      { name: 'server', subcommand: 'delete', options: { server: kept.id } },
      'Delete permanently',
      { kind: 'a-kind-since-removed' },
    );
    const view = await harness.emulator
      .sendButton({ message, customId: confirm, user: admin })
      .waitForReply((current) => visibleText(current.message).includes('no longer offers'));
    expect(visibleText(view.message)).toContain('nothing was changed');
    expect(harness.sandbox.server(kept.id)).toBeDefined();
  });
});
