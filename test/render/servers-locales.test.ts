import { describe, expect, it } from 'vitest';
import { serverSchema } from '../../src/api/model.js';
import { english, translatorFor } from '../../src/i18n/index.js';
import { activitySentence } from '../../src/render/activity-text.js';
import { normalizeActivityEntry } from '../../src/api/activity.js';
import { alertActionRows } from '../../src/render/alert-buttons.js';
import { availabilityField } from '../../src/render/availability.js';
import { fleetPlayersLine, gameAlertEmbed } from '../../src/render/game.js';
import { serverEmbed, serverListEmbed } from '../../src/render/servers.js';
import { chartTexts } from '../../src/render/chart-texts.js';
import type { GameQueryResult } from '../../src/game/index.js';
import type { ActivityEntry } from '../../src/api/index.js';

// How a server reads in its reader's language: words from the catalogue, figures written the locale's way.

const server = serverSchema.parse({
  id: 'srv_1',
  name: 'Survival',
  status: 'RUNNING',
  ramGb: 2.5,
  limits: { autoStart: true },
});
const now = Date.UTC(2026, 0, 10);
const answering = (online: number): GameQueryResult => ({
  state: 'answering',
  checkedAt: now,
  latencyMs: 1,
  players: { online, max: 10, names: [] },
});

describe('a server in its reader’s language', () => {
  it('labels fields and writes sizes and yes/no the reader’s way', () => {
    const fields = serverEmbed(server, translatorFor('de')).fields?.map((f) => `${f.name}: ${f.value}`);
    expect(fields).toEqual(['Status: 🟢 RUNNING', 'RAM: 2,5 GB', 'Limits: Auto start ja']);
    expect(serverEmbed(server, english).fields?.[1]).toMatchObject({ name: 'RAM', value: '2.5 GB' });
  });

  it('inflects counts as the language does', () => {
    const pages = (total: number) =>
      serverListEmbed(
        [server],
        { page: 1, limit: 10, total, totalPages: 3, hasNext: true, hasPrev: false },
        1,
        '',
        translatorFor('ru'),
      ).footer?.text;
    expect(pages(1)).toBe('Страница 1 из 3 · 1 сервер');
    expect(pages(3)).toBe('Страница 1 из 3 · 3 сервера');
    expect(pages(25)).toBe('Страница 1 из 3 · 25 серверов');
    const games = new Map([
      ['a', answering(3)],
      ['b', answering(2)],
    ]);
    expect(fleetPlayersLine([{ id: 'a' }, { id: 'b' }], games, translatorFor('pl'))).toBe(
      '👥 5 graczy online na 2 odpowiadających serwerach',
    );
    expect(fleetPlayersLine([{ id: 'a' }], games, english)).toBe('👥 3 players online on 1 answering server');
  });

  it('says availability, game alerts, chart words and alert buttons in the reader’s language', () => {
    const young = { watchedSince: now - 3_600_000, last: 'RUNNING', outages: [] };
    expect(availabilityField(young, now, translatorFor('fr'))?.[0]).toMatchObject({
      name: 'Disponibilité',
      value: 'Surveillé depuis 1 h\u202F: 100\u00A0% · aucune panne',
    });
    const silent = gameAlertEmbed(
      { event: 'silent', since: now },
      'srv_1',
      'Survival',
      translatorFor('es-ES'),
    );
    expect(silent.title).toBe('🔇 Survival: el juego no responde');
    const texts = chartTexts(translatorFor('tr'), { title: 'Survival', hours: 6, now });
    expect(texts.title).toBe('Survival · son 6 sa');
    expect(texts.hourTicks.at(-1)).toBe('şimdi');
    expect(texts.percentTicks[1]).toBe('%20');
    const [row] = alertActionRows('srv_1', translatorFor('it'));
    expect(row?.components.map((button) => ('label' in button ? button.label : ''))).toEqual([
      'Info server',
      'Risorse',
      'Silenzia 1 h',
    ]);
  });

  it('shows an action code it cannot word in another language as the code itself, marked as the API’s', () => {
    const entry = (action: string): ActivityEntry => normalizeActivityEntry({ action, actor: 'ann' });
    expect(activitySentence(entry('server.backup.verify'), english)).toBe(
      "time unknown **Backup verify** (the API's words) by ann",
    );
    expect(activitySentence(entry('server.backup.verify'), translatorFor('de'))).toBe(
      'Zeit unbekannt **`server.backup.verify`** (Wortlaut der API) von ann',
    );
    expect(activitySentence(entry('SERVER_CREATED'), translatorFor('de'))).toBe(
      'Zeit unbekannt **Server erstellt** von ann',
    );
  });
});
