import { describe, expect, it } from 'vitest';
import { entryLine, storedEntrySchema } from '../../src/alerts/index.js';
import { translatorFor } from '../../src/i18n/index.js';

const de = translatorFor('de');

describe('a stored entry says its kind in the reader’s language', () => {
  it('from the kind it was stored with', () => {
    const stored = storedEntrySchema.parse({
      key: 'k',
      line: 'x',
      entry: { action: 'SERVER_STATUS_CHANGED', kind: 'statusChanged', actor: 'system' },
    });
    expect(entryLine(stored, de)).toBe('Zeit unbekannt **Status geändert** von system');
  });

  it('queued before entries carried a kind, or with a kind this version does not know: from its action', () => {
    for (const entry of [
      { action: 'server.status_changed', actor: 'system' },
      { action: 'server.status_changed', kind: 'teleported', actor: 'system' },
    ]) {
      const stored = storedEntrySchema.parse({ key: 'k', line: 'x', entry });
      expect(entryLine(stored, de)).toBe('Zeit unbekannt **Status geändert** von system');
    }
  });
});
