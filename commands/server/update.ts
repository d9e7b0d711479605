import {
  HostingApiError,
  serverAfterWrite,
  type Server,
  type UpdateServerInput,
} from '../../src/api/index.js';
import type { Subcommand } from '../../src/discord/command.js';
import type { BotContext } from '../../src/discord/context.js';
import { UserError } from '../../src/render/errors.js';
import { escapeApiText, formatGb } from '../../src/render/format.js';
import { serverChangesEmbed, type ChangedField } from '../../src/render/server-changes.js';
import { addServerOption, requireServerOption } from '../../src/discord/server-option.js';
import { phrase, translatorFor, type Phrase, type Translator } from '../../src/i18n/index.js';
import { describe } from '../../src/discord/command-text.js';
import type { AuditInputs } from '../../src/store/index.js';

/**
 * Whether the server now holds exactly what was asked, one version on: our own change, not someone
 * else's.
 */
function appliedAsRequested(before: Server, after: Server, patch: UpdateServerInput): boolean {
  const requested = (Object.keys(patch) as (keyof UpdateServerInput)[]).filter(
    (field) => patch[field] !== undefined,
  );
  const oneVersionOn = before.version === undefined || after.version === before.version + 1;
  return oneVersionOn && requested.every((field) => after[field] === patch[field]);
}

/**
 * Says what someone else changed, when an update lost the race to a concurrent one. The sizes are formatted
 * for `t`'s reader, who reads the error this phrase becomes.
 */
function describeConcurrentChange(before: Server, after: Server, t: Translator): Phrase {
  const changes = [
    before.ramGb !== after.ramGb
      ? phrase('server.update.changedRam', {
          before: formatGb(before.ramGb, t),
          after: formatGb(after.ramGb, t),
        })
      : undefined,
    before.diskGb !== after.diskGb
      ? phrase('server.update.changedDisk', {
          before: formatGb(before.diskGb, t),
          after: formatGb(after.diskGb, t),
        })
      : undefined,
    before.externalReference !== after.externalReference
      ? phrase('server.update.changedReference', {
          before: escapeApiText(before.externalReference ?? ''),
          after: escapeApiText(after.externalReference ?? ''),
        })
      : undefined,
    before.status !== after.status
      ? phrase('server.update.changedStatus', {
          before: escapeApiText(before.status),
          after: escapeApiText(after.status),
        })
      : undefined,
  ].filter((change): change is Phrase => change !== undefined);
  return changes.length > 0
    ? phrase('server.update.concurrentChange', { changes })
    : phrase('server.update.concurrentUnseenChange');
}

export const updateSubcommand: Subcommand = {
  scopes: ['ops'],
  level: 'operate',
  ephemeral: false,
  audits: 'server.update',
  define: (sub) =>
    addServerOption(sub.setDescription(describe('command.server.update')))
      .addNumberOption((option) =>
        option.setName('ram').setDescription(describe('command.server.update.ram')).setMinValue(0.5),
      )
      .addNumberOption((option) =>
        option.setName('disk').setDescription(describe('command.server.update.disk')).setMinValue(1),
      )
      .addStringOption((option) =>
        option
          .setName('external_reference')
          .setDescription(describe('command.server.update.external_reference'))
          .setMaxLength(255),
      ),
  async execute(interaction, context, audit) {
    const t = translatorFor(interaction.locale);
    const serverId = await requireServerOption(interaction, context);
    const patch: UpdateServerInput = {
      ramGb: interaction.options.getNumber('ram') ?? undefined,
      diskGb: interaction.options.getNumber('disk') ?? undefined,
      externalReference: interaction.options.getString('external_reference') ?? undefined,
    };
    if (Object.values(patch).every((value) => value === undefined))
      throw new UserError(phrase('server.update.nothingToChange'));
    const before = await context.api.getServer(serverId);
    const current = await audit.track(
      {
        inputs: auditInputs(before, patch),
        server: { id: serverId, name: before.name },
      },
      () => applyUpdate(context, before, patch, t),
      ({ requestId }) => ({ requestId }),
    );
    const requested = (Object.keys(patch) as ChangedField[]).filter((field) => patch[field] !== undefined);
    return { embeds: [serverChangesEmbed(before, current.server, requested, t)] };
  },
};

/** The resize as the audit trail keeps it: each changed value from -> to, as facts in the reader's units. */
function auditInputs(before: Server, patch: UpdateServerInput): AuditInputs {
  const inputs: AuditInputs = {};
  if (patch.ramGb !== undefined) inputs.ram = { kind: 'resize', fromGb: before.ramGb, toGb: patch.ramGb };
  if (patch.diskGb !== undefined) inputs.disk = { kind: 'resize', fromGb: before.diskGb, toGb: patch.diskGb };
  if (patch.externalReference !== undefined)
    inputs.external_reference = `${before.externalReference ?? ''} → ${patch.externalReference}`;
  return inputs;
}

/**
 * Sends the change and says what the server became: what was read before, what was sent and what the answer
 * holds (the spec (docs/hosting-api.md) does not show it: it may be the whole server, a few fields or
 * nothing).
 */
async function applyUpdate(
  context: BotContext,
  before: Server,
  patch: UpdateServerInput,
  t: Translator,
): Promise<{ server: Server; requestId: string | undefined }> {
  const serverId = before.id;
  let updated: { server: Server; requestId: string | undefined };
  try {
    const answer = await context.api.updateServer(
      serverId,
      patch,
      before.version === undefined ? {} : { ifMatch: before.version },
    );
    updated = { server: serverAfterWrite(before, patch, answer.server), requestId: answer.requestId };
  } catch (error) {
    if (!(error instanceof HostingApiError && error.code === 'CONFLICT')) throw error;
    const after = await context.api.getServer(serverId);
    // A retried PATCH whose first attempt landed meets its own change as a conflict.
    if (!appliedAsRequested(before, after, patch))
      throw new UserError(describeConcurrentChange(before, after, t), { cause: error });
    updated = { server: after, requestId: error.requestId };
  }
  context.servers.invalidate(serverId);
  return updated;
}
