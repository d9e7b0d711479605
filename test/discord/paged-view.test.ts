import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BotContext } from '../../src/discord/context.js';
import { defineStoredPagedView, previousNext } from '../../src/discord/paged-view.js';
import type { ComponentInteraction, ComponentResponder } from '../../src/discord/respond.js';
import { defineCustomId } from '../../src/render/custom-ids.js';
import { english, phrase, translatorFor } from '../../src/i18n/index.js';
import { openStore, type BotStore } from '../../src/store/index.js';

let store: BotStore | undefined;
afterEach(async () => {
  await store?.close();
});

const pageId = defineCustomId(
  'test-page',
  z.object({ viewId: z.string().min(1), page: z.coerce.number().int().min(1) }),
  ['viewId', 'page'],
);
const pages = 3;
const letters = defineStoredPagedView(pageId, {
  level: 'read',
  schema: z.object({ guildId: z.string(), letter: z.string() }),
  expired: phrase('interaction.staleComponent'),
  async render(view, place, _context, buttons) {
    const page = place?.page ?? 1;
    return {
      content: `${view.letter} ${page}`,
      components: buttons(previousNext(page, { hasPrevious: page > 1, hasNext: page < pages })),
    };
  },
});

async function context(): Promise<BotContext> {
  store = await openStore('memory://');
  return { store } as BotContext;
}

function click(customId: string, guildId: string, context: BotContext, locale = 'en-US') {
  const routed = letters.buttons.route(customId);
  return routed?.handle({ guildId, locale } as ComponentInteraction, context, {} as ComponentResponder);
}

describe('stored paged views', () => {
  it('open on the first page with Previous off and Next on, and keep the view for the buttons', async () => {
    const ctx = await context();
    const first = await letters.open({ id: 'v1', guildId: 'g1', locale: 'en-US' }, ctx, {
      guildId: 'g1',
      letter: 'a',
    });
    expect(first.content).toBe('a 1');
    expect(first.components?.[0]?.components).toMatchObject([
      { label: 'Previous', custom_id: 'test-page:v1:1', disabled: true },
      { label: 'Next', custom_id: 'test-page:v1:2', disabled: false },
    ]);
    expect(await click('test-page:v1:3', 'g1', ctx)).toMatchObject({
      kind: 'update',
      payload: { content: 'a 3' },
    });
  });

  it('ask the router, at every click, for the level the view declares', async () => {
    const ctx = await context();
    const place = { guildId: 'g1', channelId: 'c1', userId: 'u1' };
    const routed = letters.buttons.route('test-page:v1:2');
    expect(await routed?.requirement(place, ctx)).toEqual({ level: 'read' });
    const audit = defineStoredPagedView(pageId, {
      level: 'administer',
      schema: z.object({ guildId: z.string() }),
      expired: phrase('interaction.staleComponent'),
      render: async () => ({ content: 'page' }),
    });
    expect(await audit.buttons.route('test-page:v1:2')?.requirement(place, ctx)).toEqual({
      level: 'administer',
    });
  });

  it('answer a click from another guild, or on a view never kept, with the expired sentence', async () => {
    const ctx = await context();
    await letters.open({ id: 'v1', guildId: 'g1', locale: 'en-US' }, ctx, { guildId: 'g1', letter: 'a' });
    const expired = {
      kind: 'update',
      payload: { content: english.t('interaction.staleComponent'), embeds: [], components: [] },
    };
    expect(await click('test-page:v1:2', 'g2', ctx)).toEqual(expired);
    expect(await click('test-page:v9:2', 'g1', ctx)).toEqual(expired);
  });

  it('speak the language of whoever opens or clicks, buttons and expired sentence alike', async () => {
    const ctx = await context();
    const first = await letters.open({ id: 'v1', guildId: 'g1', locale: 'de' }, ctx, {
      guildId: 'g1',
      letter: 'a',
    });
    expect(first.components?.[0]?.components).toMatchObject([{ label: 'Zurück' }, { label: 'Weiter' }]);
    expect(await click('test-page:v1:2', 'g1', ctx, 'fr')).toMatchObject({
      payload: { components: [{ components: [{ label: 'Précédent' }, { label: 'Suivant' }] }] },
    });
    expect(await click('test-page:v9:2', 'g1', ctx, 'pl')).toMatchObject({
      payload: { content: translatorFor('pl').t('interaction.staleComponent') },
    });
  });

  it('show no buttons, and keep nothing, for a view of one page', async () => {
    const ctx = await context();
    const single = defineStoredPagedView(pageId, {
      level: 'read',
      schema: z.object({ guildId: z.string() }),
      expired: phrase('interaction.staleComponent'),
      render: async (_view, _place, _context, buttons) => ({
        content: 'all',
        components: buttons(previousNext(1, { hasPrevious: false, hasNext: false })),
      }),
    });
    expect(
      (await single.open({ id: 'v2', guildId: 'g1', locale: 'en-US' }, ctx, { guildId: 'g1' })).components,
    ).toEqual([]);
    expect(await ctx.store.view('v2', z.unknown())).toBeUndefined();
  });
});
