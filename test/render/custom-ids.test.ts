import { describe, expect, it } from 'vitest';
import { buildCustomId, customIdMaxLength, parseCustomId } from '../../src/render/custom-ids.js';

describe('custom_ids', () => {
  it('round-trips every component name with its payload', () => {
    expect(parseCustomId(buildCustomId('confirm', { confirmationId: '123456789012345678' }))).toEqual({
      name: 'confirm',
      payload: { confirmationId: '123456789012345678' },
    });
    expect(parseCustomId(buildCustomId('cancel', { confirmationId: 'abc' }))).toEqual({
      name: 'cancel',
      payload: { confirmationId: 'abc' },
    });
    expect(parseCustomId(buildCustomId('servers-page', { viewId: 'v1', page: 3 }))).toEqual({
      name: 'servers-page',
      payload: { viewId: 'v1', page: 3 },
    });
    expect(parseCustomId(buildCustomId('mods-pick', { viewId: 'v2' }))).toEqual({
      name: 'mods-pick',
      payload: { viewId: 'v2' },
    });
  });

  it('rejects ids it did not build', () => {
    expect(parseCustomId('something-else:1')).toBeUndefined();
    expect(parseCustomId('servers-page:v1')).toBeUndefined();
    expect(parseCustomId('servers-page:v1:zero')).toBeUndefined();
    expect(parseCustomId('servers-page:v1:0')).toBeUndefined();
    expect(parseCustomId('confirm:a:b')).toBeUndefined();
    expect(parseCustomId('')).toBeUndefined();
  });

  it('refuses to build an id Discord would reject or that would not parse back', () => {
    expect(() => buildCustomId('mods-pick', { viewId: 'x'.repeat(customIdMaxLength) })).toThrow(
      /exceeds 100/,
    );
    expect(() => buildCustomId('confirm', { confirmationId: 'a:b' })).toThrow(/contains/);
  });
});
