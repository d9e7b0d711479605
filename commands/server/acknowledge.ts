import { ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import { defineComponent } from '../../src/discord/command.js';
import type { ComponentInteraction } from '../../src/discord/respond.js';
import { phrase, translatorFor } from '../../src/i18n/index.js';
import { acknowledgedPost, alreadyAcknowledged, type PostedAlert } from '../../src/render/acknowledgement.js';
import { builtinKinds } from '../../src/alerts/index.js';
import type { BotContext } from '../../src/discord/context.js';
import { alertAcknowledgeId, rosterKeyOfReference } from '../../src/render/alert-buttons.js';
import { serverNotFound, UserError } from '../../src/render/errors.js';
import { type Incident, parseIncidentReference } from '../../src/store/index.js';
import { rosterMembers } from './alert-actions.js';

// An alert's "Acknowledge": a member who may act on the server in this guild takes the incident. The claim
// is one atomic write in the store, so of two clicks at once (on two instances) one takes it and the other
// is told who did. Each guild's team takes its own posts: the claim is per guild.

/** The post the click sits on, as Discord holds it: its embeds and its rows of buttons. */
function postOf(interaction: ComponentInteraction): PostedAlert {
  const components = interaction.message.components
    .map((row) => row.toJSON())
    .filter(
      (row): row is APIActionRowComponent<APIComponentInMessageActionRow> =>
        row.type === ComponentType.ActionRow,
    );
  return { embeds: interaction.message.embeds.map((embed) => embed.toJSON()), components };
}

/**
 * The incidents a click on the post `reference` names takes: its own, or a grouped post's members' (read
 * from its roster), those on servers the guild may not act on left out. Refused as a missing server when the
 * guild may act on none of them.
 */
async function incidentsOf(guildId: string, reference: string, context: BotContext): Promise<Incident[]> {
  const incident = parseIncidentReference(reference);
  if (incident !== undefined) {
    await context.access.requireServer(guildId, incident.serverId);
    return [incident];
  }
  const key = rosterKeyOfReference(reference);
  // A reference this version cannot read: answered as any button of an older or newer version is.
  if (key === undefined) throw new UserError(phrase('interaction.staleComponent'));
  const incidents: Incident[] = [];
  for (const member of await rosterMembers(context, key)) {
    const opened = builtinKinds.openedIncident(member.notice, member.serverId);
    if (opened !== undefined && (await context.access.canSee(guildId, member.serverId)))
      incidents.push(opened);
  }
  if (incidents.length === 0) throw new UserError(serverNotFound);
  return incidents;
}

export const alertAcknowledgeButton = defineComponent(alertAcknowledgeId, {
  // Taking an incident is acting on the server's alerts: the level of `/alerts subscribe`.
  level: 'operate',
  audits: 'alerts.acknowledge',
  async execute(interaction, { reference }, context) {
    const incidents = await incidentsOf(interaction.guildId, reference, context);
    const claim = await context.store.acknowledgements.claim(
      interaction.guildId,
      reference,
      incidents,
      interaction.user.id,
    );
    if (claim.outcome === 'taken')
      return {
        kind: 'reply',
        payload: alreadyAcknowledged(claim.acknowledgement, translatorFor(interaction.locale)),
      };
    // A grouped post is audited once, as one acknowledgement; a lone incident's names its server.
    const [only] = incidents;
    await context.audit.record(interaction, {
      action: 'alerts.acknowledge',
      ...(incidents.length === 1 && only ? { server: { id: only.serverId } } : {}),
      outcome: { kind: 'done' },
    });
    // The post is its guild's, in its guild's language: the line added to it is too.
    const t = await context.languages.translatorOf(interaction.guildId);
    return {
      kind: 'update',
      payload: acknowledgedPost(postOf(interaction), interaction.customId, claim.acknowledgement, t),
    };
  },
});
