import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customIdMaxLength, customIdName, defineCustomId } from '../../src/render/custom-ids.js';
import { cancelId, confirmId } from '../../src/discord/confirmations.js';
import { alertInfoId, modUpdateId } from '../../src/render/alert-buttons.js';

const pageId = defineCustomId(
  'servers-page',
  z.object({ viewId: z.string().min(1), page: z.coerce.number().int().min(1) }),
  ['viewId', 'page'],
);
const pickId = defineCustomId('mods-pick', z.object({ viewId: z.string().min(1) }), ['viewId']);

describe('custom_ids', () => {
  it('round-trip their payload', () => {
    expect(confirmId.parse(confirmId.build({ confirmationId: '123456789012345678' }))).toEqual({
      confirmationId: '123456789012345678',
    });
    expect(cancelId.parse(cancelId.build({ confirmationId: 'abc' }))).toEqual({ confirmationId: 'abc' });
    expect(pageId.parse(pageId.build({ viewId: 'v1', page: 3 }))).toEqual({ viewId: 'v1', page: 3 });
    expect(pickId.parse(pickId.build({ viewId: 'v2' }))).toEqual({ viewId: 'v2' });
  });

  it('keep the wire format of buttons already posted: name:field:field, in the declared order', () => {
    expect(confirmId.build({ confirmationId: '42' })).toBe('confirm:42');
    expect(pageId.build({ viewId: 'v1', page: 2 })).toBe('servers-page:v1:2');
    expect(alertInfoId.build({ serverId: 'srv_1' })).toBe('alert-info:srv_1');
    expect(modUpdateId.build({ serverId: 's', provider: 'p', modId: 'm', fileId: 'f' })).toBe(
      'mod-update:s:p:m:f',
    );
    expect(modUpdateId.parse('mod-update:s:p:m:f')).toEqual({
      serverId: 's',
      provider: 'p',
      modId: 'm',
      fileId: 'f',
    });
  });

  it('route by the name before the first separator', () => {
    expect(customIdName('servers-page:v1:2')).toBe('servers-page');
    expect(customIdName('confirm')).toBe('confirm');
    expect(customIdName('')).toBe('');
  });

  it('reject ids they did not build', () => {
    expect(pageId.parse('something-else:1')).toBeUndefined();
    expect(pageId.parse('mods-pick:v1:1')).toBeUndefined();
    expect(pageId.parse('servers-page:v1')).toBeUndefined();
    expect(pageId.parse('servers-page:v1:zero')).toBeUndefined();
    expect(pageId.parse('servers-page:v1:0')).toBeUndefined();
    expect(confirmId.parse('confirm:a:b')).toBeUndefined();
    expect(confirmId.parse('')).toBeUndefined();
  });

  it('refuse to build an id Discord would reject or that would not parse back', () => {
    expect(() => pickId.build({ viewId: 'x'.repeat(customIdMaxLength) })).toThrow(/exceeds 100/);
    expect(() => confirmId.build({ confirmationId: 'a:b' })).toThrow(/contains/);
    expect(pickId.buildIfFits({ viewId: 'x'.repeat(customIdMaxLength) })).toBeUndefined();
    expect(confirmId.buildIfFits({ confirmationId: 'a:b' })).toBeUndefined();
    expect(pickId.buildIfFits({ viewId: 'v' })).toBe('mods-pick:v');
  });

  it('refuse a name that would not route', () => {
    expect(() => defineCustomId('a:b', z.object({}), [])).toThrow(/no ":"/);
    expect(() => defineCustomId('', z.object({}), [])).toThrow(/non-empty/);
  });
});
