import { z } from 'zod';
import { alertActionRows } from '../render/alert-buttons.js';
import { gameAlertEmbed } from '../render/game.js';
import { acknowledgedShape, defineAlertKind } from './kind.js';

/** A running server's game stopped answering its queries. */
export const gameSilentAlert = defineAlertKind({
  kind: 'game-silent',
  shape: { since: z.number() },
  recipient: 'status',
  silencedAs: 'game',
  group: { event: () => 'silent' },
  render: (notice, server, t) => ({
    embeds: [gameAlertEmbed({ event: 'silent', ...notice }, server.id, server.name, t)],
    components: alertActionRows(server.id, t, { serverId: server.id, kind: 'silent', since: notice.since }),
  }),
});

/** Its game answers again after its silence was announced. */
export const gameAnsweringAlert = defineAlertKind({
  kind: 'game-answering',
  shape: { silentSince: z.number(), answeredAt: z.number(), ...acknowledgedShape },
  recipient: 'status',
  ends: (notice, serverId) => ({
    incident: { serverId, kind: 'silent', since: notice.silentSince },
    endedAt: notice.answeredAt,
  }),
  silencedAs: 'game',
  group: { event: () => 'answering' },
  render: (notice, server, t) => ({
    embeds: [gameAlertEmbed({ event: 'answering', ...notice }, server.id, server.name, t)],
    components: alertActionRows(server.id, t),
  }),
});
