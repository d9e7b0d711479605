import { z } from 'zod';
import type { KvBackend, UpdateStep } from './backend.js';
import { parseStored } from './errors.js';
import type { BadRecords } from './set-aside.js';

/** What a member may do with the bot, each level holding the ones before it. */
export const accessLevels = ['read', 'operate', 'administer'] as const;
export const accessLevelSchema = z.enum(accessLevels);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

/** One role's grant: its level, and who granted it when (for `/access role list`). */
const roleGrantSchema = z.object({
  level: accessLevelSchema,
  grantedBy: z.string(),
  grantedAt: z.number(),
});
export type RoleGrant = z.infer<typeof roleGrantSchema>;

/** A guild's grants, role id -> grant: one document per guild, so a member's check is one read by key. */
const guildGrantsSchema = z.record(z.string(), roleGrantSchema);
export type RoleGrants = z.infer<typeof guildGrantsSchema>;

/** `set`: stored (new or changed); `unchanged`: the role held that level already; `full`: quota reached. */
export type GrantResult = { outcome: 'set' | 'unchanged' | 'full'; before?: RoleGrant };

const grantsKey = (guildId: string) => `role-grants:${guildId}`;

/**
 * The levels each guild's administrators granted its roles (`/access role`). A guild's document that cannot
 * be read is set aside and reads as no grants: a member then holds only what Manage Server gives.
 */
export class RoleGrantStore {
  constructor(
    private readonly backend: KvBackend,
    private readonly badRecords: BadRecords,
  ) {}

  of(guildId: string): Promise<RoleGrants> {
    const key = grantsKey(guildId);
    return this.badRecords.around(async () => this.parsed(key, await this.backend.get(key)));
  }

  /** Grants the role the level, atomically: a new role is refused past `limit` roles in the guild. */
  set(guildId: string, roleId: string, grant: RoleGrant, limit: number): Promise<GrantResult> {
    const key = grantsKey(guildId);
    return this.badRecords.around(() =>
      this.backend.update(key, (stored): UpdateStep<GrantResult> => {
        const grants = this.parsed(key, stored);
        const before = grants[roleId];
        const was = before === undefined ? {} : { before };
        if (before?.level === grant.level) return { result: { outcome: 'unchanged', ...was } };
        if (before === undefined && Object.keys(grants).length >= limit)
          return { result: { outcome: 'full' } };
        return { result: { outcome: 'set', ...was }, write: { value: { ...grants, [roleId]: grant } } };
      }),
    );
  }

  /** Takes the role's grant away; answers the grant it had, if any. */
  remove(guildId: string, roleId: string): Promise<RoleGrant | undefined> {
    const key = grantsKey(guildId);
    return this.badRecords.around(() =>
      this.backend.update(key, (stored): UpdateStep<RoleGrant | undefined> => {
        const grants = this.parsed(key, stored);
        const before = grants[roleId];
        if (before === undefined) return { result: undefined };
        const { [roleId]: _removed, ...rest } = grants;
        return { result: before, write: Object.keys(rest).length === 0 ? 'delete' : { value: rest } };
      }),
    );
  }

  private parsed(key: string, value: unknown): RoleGrants {
    if (value === undefined) return {};
    return parseStored(
      this.backend.kind,
      guildGrantsSchema,
      `the role grants at "${key}"`,
      value,
      'read',
      key,
    );
  }
}
