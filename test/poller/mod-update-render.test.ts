import { describe, expect, it } from 'vitest';
import { finalize } from '../../src/render/message.js';
import { renderNotice } from '../../src/alerts/index.js';
import type { Notice } from '../../src/alerts/index.js';
import { english } from '../../src/i18n/index.js';

const notice: Extract<Notice, { kind: 'mod-update' }> = {
  kind: 'mod-update',
  serverName: '@everyone **Prod**',
  provider: 'curseforge',
  modId: '310001',
  modName: '<@&123> _Compass_',
  fitsFor: '1.20.4 forge',
  installed: { fileId: '4100011', fileName: 'compass-1.4.0.jar' },
  newer: { fileId: '4100013', fileName: 'compass-1.5.0.jar', releaseType: 'beta' },
};

describe('the mod update alert', () => {
  it('names server, mod and both files as text, and carries the Update button', () => {
    const payload = renderNotice(notice, 'srv_1', undefined, english);
    const embed = payload.embeds?.[0];
    expect(embed?.title).toBe(
      '⬆️ Update available · \\<@&123\\> \\_Compass\\_ on \\@everyone \\*\\*Prod\\*\\*',
    );
    expect(embed?.description).toContain('for 1.20.4 forge');
    expect(embed?.description).toContain('Installed: compass-1.4.0.jar `4100011`');
    expect(embed?.description).toContain('New: **compass-1.5.0.jar** `4100013` (beta)');
    expect(payload.components?.[0]?.components[0]).toMatchObject({
      label: 'Update',
      custom_id: 'mod-update:srv_1:curseforge:310001:4100013',
    });
    expect(finalize(payload, [], english).allowedMentions).toEqual({ parse: [] });
  });

  it('leaves the update to /mods install when the ids do not fit a button', () => {
    const payload = renderNotice(notice, `srv_${'x'.repeat(90)}`, undefined, english);
    expect(payload.components).toEqual([]);
    expect(payload.embeds?.[0]?.description).toContain('Update it with `/mods install` and the new file');
  });
});
