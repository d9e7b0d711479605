import { accessLevels, type AccessLevel, type RoleGrants } from '../store/index.js';
import type { Scope } from './scope.js';

export { accessLevels, type AccessLevel };

/**
 * What every member of a guild holds with no grant at all. A community guild's members read the servers ops
 * linked to it, as they always could; the ops guild sees the whole fleet and the audit trail, so there a
 * member reads only through Manage Server or a role granted a level.
 */
export const baselineLevels: Readonly<Record<Scope, AccessLevel | undefined>> = {
  ops: undefined,
  community: 'read',
};

/** Whether `held` (undefined: no level) is at least `needed`: each level holds the ones before it. */
export function holds(held: AccessLevel | undefined, needed: AccessLevel): boolean {
  return held !== undefined && accessLevels.indexOf(held) >= accessLevels.indexOf(needed);
}

/** The highest of the levels, undefined when there are none. */
export function highestLevel(levels: Iterable<AccessLevel | undefined>): AccessLevel | undefined {
  let highest: AccessLevel | undefined;
  for (const level of levels) if (level !== undefined && !holds(highest, level)) highest = level;
  return highest;
}

/** A member as the check sees them: whether they have Manage Server here, and their roles' ids. */
export type MemberStanding = {
  manageServer: boolean;
  /** Every role of theirs, @everyone (the guild's id) among them. */
  roleIds: Iterable<string>;
};

/**
 * The level a member holds in a guild: every level with Manage Server; otherwise the highest of the guild's
 * baseline and the levels granted to any of their roles.
 */
export function memberLevel(
  member: MemberStanding,
  scope: Scope,
  grants: RoleGrants,
): AccessLevel | undefined {
  if (member.manageServer) return 'administer';
  const granted = [...member.roleIds].map((roleId) =>
    Object.hasOwn(grants, roleId) ? grants[roleId]?.level : undefined,
  );
  return highestLevel([baselineLevels[scope], ...granted]);
}
