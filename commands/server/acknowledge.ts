import { ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import { defineComponent } from '../../src/discord/command.js';
import type { ComponentInteraction } from '../../src/discord/respond.js';
import { phrase, translatorFor } from '../../src/i18n/index.js';
import { acknowledgedPost, alreadyAcknowledged, type PostedAlert } from '../../src/render/acknowledgement.js';
import { alertAcknowledgeId } from '../../src/render/alert-buttons.js';
import { UserError } from '../../src/render/errors.js';
import { parseIncidentReference } from '../../src/store/index.js';

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

export const alertAcknowledgeButton = defineComponent(alertAcknowledgeId, {
  // Taking an incident is acting on the server's alerts: the level of `/alerts subscribe`.
  level: 'operate',
  audits: 'alerts.acknowledge',
  async execute(interaction, { reference }, context) {
    const incident = parseIncidentReference(reference);
    // A reference this version cannot read: answered as any button of an older or newer version is.
    if (incident === undefined) throw new UserError(phrase('interaction.staleComponent'));
    await context.access.requireServer(interaction.guildId, incident.serverId);
    const claim = await context.store.acknowledgements.claim(
      interaction.guildId,
      reference,
      [incident],
      interaction.user.id,
    );
    if (claim.outcome === 'taken')
      return {
        kind: 'reply',
        payload: alreadyAcknowledged(claim.acknowledgement, translatorFor(interaction.locale)),
      };
    await context.audit.record(interaction, {
      action: 'alerts.acknowledge',
      server: { id: incident.serverId },
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
