import { describe, expect, it } from 'vitest';
import { baselineLevels, highestLevel, holds, memberLevel } from '../../src/access/levels.js';
import { openStore, type RoleGrants } from '../../src/store/index.js';

const guildId = 'g1';
const grant = (level: 'read' | 'operate' | 'administer') => ({ level, grantedBy: 'u0', grantedAt: 0 });

describe('levels', () => {
  it('hold the levels before them and none after', () => {
    expect(holds('administer', 'operate')).toBe(true);
    expect(holds('administer', 'read')).toBe(true);
    expect(holds('operate', 'read')).toBe(true);
    expect(holds('operate', 'operate')).toBe(true);
    expect(holds('operate', 'administer')).toBe(false);
    expect(holds('read', 'operate')).toBe(false);
    expect(holds(undefined, 'read')).toBe(false);
  });

  it('take the highest of several', () => {
    expect(highestLevel(['read', 'administer', 'operate'])).toBe('administer');
    expect(highestLevel([undefined, 'read'])).toBe('read');
    expect(highestLevel([])).toBeUndefined();
  });
});

describe("a member's level", () => {
  const grants: RoleGrants = {
    support: grant('operate'),
    viewers: grant('read'),
    leads: grant('administer'),
  };

  it('is every level with Manage Server, whatever their roles', () => {
    expect(memberLevel({ manageServer: true, roleIds: [] }, 'ops', {})).toBe('administer');
    expect(memberLevel({ manageServer: true, roleIds: ['viewers'] }, 'community', grants)).toBe('administer');
  });

  it('is nothing in the ops guild without a grant, and read in a community guild', () => {
    expect(baselineLevels).toEqual({ ops: undefined, community: 'read' });
    expect(memberLevel({ manageServer: false, roleIds: [guildId] }, 'ops', {})).toBeUndefined();
    expect(memberLevel({ manageServer: false, roleIds: [guildId] }, 'community', {})).toBe('read');
  });

  it('is the highest level granted to any of their roles', () => {
    expect(memberLevel({ manageServer: false, roleIds: [guildId, 'support'] }, 'ops', grants)).toBe(
      'operate',
    );
    expect(memberLevel({ manageServer: false, roleIds: ['viewers', 'leads'] }, 'ops', grants)).toBe(
      'administer',
    );
    expect(memberLevel({ manageServer: false, roleIds: ['other'] }, 'ops', grants)).toBeUndefined();
    // A community baseline is not lowered by a grant below it.
    expect(memberLevel({ manageServer: false, roleIds: ['viewers'] }, 'community', grants)).toBe('read');
  });

  it("counts a grant to @everyone (the guild's id) for every member", () => {
    const everyone = { [guildId]: grant('read') };
    expect(memberLevel({ manageServer: false, roleIds: [guildId] }, 'ops', everyone)).toBe('read');
  });

  it('is not fooled by names an object already has', () => {
    expect(
      memberLevel({ manageServer: false, roleIds: ['constructor', '__proto__'] }, 'ops', {}),
    ).toBeUndefined();
  });
});

describe('stored role grants', () => {
  it('are set, changed, kept within the quota, and removed, per guild', async () => {
    const store = await openStore('memory://');
    const roleGrants = store.roleGrants;
    expect(await roleGrants.set(guildId, 'r1', grant('read'), 2)).toEqual({ outcome: 'set' });
    expect(await roleGrants.set(guildId, 'r1', grant('operate'), 2)).toEqual({
      outcome: 'set',
      before: grant('read'),
    });
    expect((await roleGrants.set(guildId, 'r1', grant('operate'), 2)).outcome).toBe('unchanged');
    expect((await roleGrants.set(guildId, 'r2', grant('read'), 2)).outcome).toBe('set');
    // The quota counts roles: a third is refused, a change to one already granted is not.
    expect((await roleGrants.set(guildId, 'r3', grant('read'), 2)).outcome).toBe('full');
    expect((await roleGrants.set(guildId, 'r2', grant('administer'), 2)).outcome).toBe('set');
    expect(Object.keys(await roleGrants.of(guildId)).sort()).toEqual(['r1', 'r2']);
    expect(await roleGrants.of('g2')).toEqual({});
    expect(await roleGrants.remove(guildId, 'r1')).toEqual(grant('operate'));
    expect(await roleGrants.remove(guildId, 'r1')).toBeUndefined();
    expect((await roleGrants.set(guildId, 'r3', grant('read'), 2)).outcome).toBe('set');
    await store.close();
  });

  it('give the last slot to one of two grants made at once', async () => {
    const store = await openStore('memory://');
    const outcomes = await Promise.all(
      ['r1', 'r2', 'r3'].map(
        async (roleId) => (await store.roleGrants.set(guildId, roleId, grant('read'), 1)).outcome,
      ),
    );
    expect(outcomes.sort()).toEqual(['full', 'full', 'set']);
    expect(Object.keys(await store.roleGrants.of(guildId))).toHaveLength(1);
    await store.close();
  });

  it('are set aside when unreadable, and read as none: a member holds only what Manage Server gives', async () => {
    const store = await openStore('memory://');
    await store.backend.set(`role-grants:${guildId}`, {
      r1: { level: 'owner', grantedBy: 'u0', grantedAt: 0 },
    });
    expect(await store.roleGrants.of(guildId)).toEqual({});
    const setAside = await store.badRecords.list();
    expect(setAside.map((record) => record.key)).toEqual([`role-grants:${guildId}`]);
    // The guild can grant again from nothing.
    expect((await store.roleGrants.set(guildId, 'r1', grant('read'), 25)).outcome).toBe('set');
    await store.close();
  });
});
