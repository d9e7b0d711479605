import { z } from 'zod';
import { escapeApiText, inlineCode } from '../render/format.js';

export const serverSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  ramGb: z.number().optional(),
  game: z.string().optional(),
  gameType: z.string().optional(),
  gameVersion: z.string().optional(),
  /** Where players connect (`host:port`), when the record carries it. */
  address: z.string().optional(),
});
export type ServerSnapshot = z.infer<typeof serverSnapshotSchema>;

/** The server as an alert's sentence names it: its name in bold when known, and its id. */
export function serverLabel(serverId: string, name: string | undefined): string {
  return name ? `**${escapeApiText(name)}** ${inlineCode(serverId)}` : inlineCode(serverId);
}

/** The server as an alert's title names it: its name, else its id. */
export function shownServer(serverId: string, name: string | undefined): string {
  return name === undefined ? serverId : escapeApiText(name);
}
