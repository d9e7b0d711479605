import { ButtonStyle, ComponentType, type APIButtonComponent } from 'discord.js';
import type { z } from 'zod';
import type { AccessLevel } from '../access/levels.js';
import { defineComponent, type Component } from './command.js';
import type { BotContext } from './context.js';
import { asTenant, currentTenant } from '../api/index.js';
import type { CustomIdCodec } from '../render/custom-ids.js';
import type { MessagePayload } from '../render/message.js';
import { phrase, translatorFor, type Phrase, type Translator } from '../i18n/index.js';

// A paged view is a list shown a page at a time with buttons (Previous / Next, Newer / Older) that edit it
// in place: the command shows its first page, the buttons carry the place of the page they lead to. Each
// page is in the words of whoever opened or clicked it, its buttons too: the whole message changes language.
// A view declares the level reading it needs, its command's: every click is a new reader, whom the router
// checks before the page is read (a public page is seen by members who could not have opened it).

/** How long a stored view's buttons keep working; past it a click says the view expired. */
const storedViewTtlMs = 15 * 60_000;

/** A button under a page: its label, the place of the page it leads to, and whether it leads anywhere now. */
export type PageLink<Place> = { label: Phrase; place: Place; enabled: boolean };

/** A page's buttons as rows: one row of them, or none when none leads anywhere (a view of one page). */
export type PageButtons<Place> = (
  links: readonly PageLink<Place>[],
) => NonNullable<MessagePayload['components']>;

/** Previous / Next of numbered pages, from page 1. */
export function previousNext(
  page: number,
  { hasPrevious, hasNext }: { hasPrevious: boolean; hasNext: boolean },
): PageLink<{ page: number }>[] {
  return [
    { label: phrase('page.previous'), place: { page: Math.max(1, page - 1) }, enabled: hasPrevious },
    { label: phrase('page.next'), place: { page: page + 1 }, enabled: hasNext },
  ];
}

function pageButtons<Place>(customId: (place: Place) => string, t: Translator): PageButtons<Place> {
  return (links) => {
    if (!links.some((link) => link.enabled)) return [];
    const components: APIButtonComponent[] = links.map((link) => ({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      label: t.say(link.label),
      custom_id: customId(link.place),
      disabled: !link.enabled,
    }));
    return [{ type: ComponentType.ActionRow, components }];
  };
}

/**
 * Renders one page in `t`'s language (the member's who opened it or clicked); `place` is undefined for the
 * first. `buttons` makes the page's buttons, in the same language, whose clicks come back here with their
 * place.
 */
type PageRenderer<View, Place> = (
  view: View,
  place: Place | undefined,
  context: BotContext,
  buttons: PageButtons<Place>,
  t: Translator,
) => Promise<MessagePayload>;

/** Who opens a view: the interaction's id (a stored view is kept under it), guild and language. */
type Opener = { id: string; guildId: string; locale: string };

/** A paged view: its first page for the command, and the handler of the page buttons it adds. */
export type PagedView<Opening extends unknown[]> = {
  open(interaction: Opener, context: BotContext, ...opening: Opening): Promise<MessagePayload>;
  readonly buttons: Component;
};

/**
 * A view read afresh on every click for the guild clicking, so a page never shows another guild's entries
 * nor stale ones; its buttons carry the place alone.
 */
/**
 * Runs a page turn as a lookup of the clicking guild: any reader may repeat it, and the store alone may
 * answer it, so it spends the guild's lookup budget (`chargeLookup`), refused past it like an autocomplete.
 */
function asLookup<T>(context: BotContext, work: () => Promise<T>): Promise<T> {
  const tenant = currentTenant();
  if (!tenant) return work();
  const lookup = { ...tenant, lookup: true as const };
  return asTenant(lookup, () => {
    context.api.governor.chargeLookup(lookup);
    return work();
  });
}

/** A guild's paged view; `page` draws one of its pages, for a button of its own that changes the list. */
export type GuildPagedView<Place> = PagedView<[]> & {
  page(guildId: string, place: Place, context: BotContext, t: Translator): Promise<MessagePayload>;
};

export function defineGuildPagedView<Place>(
  codec: CustomIdCodec<Place>,
  level: AccessLevel,
  render: PageRenderer<string, Place>,
): GuildPagedView<Place> {
  const show = (guildId: string, place: Place | undefined, context: BotContext, t: Translator) =>
    render(
      guildId,
      place,
      context,
      pageButtons<Place>((at) => codec.build(at), t),
      t,
    );
  return {
    page: show,
    open: (interaction, context) =>
      show(interaction.guildId, undefined, context, translatorFor(interaction.locale)),
    buttons: defineComponent(codec, {
      level,
      async execute(interaction, place, context) {
        const t = translatorFor(interaction.locale);
        const payload = await asLookup(context, () => show(interaction.guildId, place, context, t));
        return { kind: 'update', payload };
      },
    }),
  };
}

/**
 * A view whose state (its filters, the server it is about) is kept in the store under the id of the
 * interaction that opened it, for as long as its buttons work; the buttons carry that id and their place.
 * A click from another guild, or after the view expired or `stillVisible` says no, is told `expired`, in the
 * clicker's words.
 */
export function defineStoredPagedView<View extends { guildId: string }, Payload extends { viewId: string }>(
  codec: CustomIdCodec<Payload>,
  declared: {
    /** What a reader of any of its pages needs: the level of the command that opens it. */
    level: AccessLevel;
    schema: z.ZodType<View>;
    expired: Phrase;
    stillVisible?: (view: View, context: BotContext) => Promise<boolean>;
    render: PageRenderer<View, Omit<Payload, 'viewId'>>;
  },
): PagedView<[view: View]> {
  type Place = Omit<Payload, 'viewId'>;
  const show = (viewId: string, view: View, place: Place | undefined, context: BotContext, t: Translator) =>
    declared.render(
      view,
      place,
      context,
      // A place and the view's id are the whole payload: TypeScript cannot see it through the Omit.
      pageButtons<Place>((at) => codec.build({ ...at, viewId } as Payload), t),
      t,
    );
  return {
    async open(interaction, context, view) {
      const payload = await show(interaction.id, view, undefined, context, translatorFor(interaction.locale));
      // One page needs no buttons, and no stored state for them.
      if (payload.components && payload.components.length > 0)
        await context.store.saveView(interaction.id, view, storedViewTtlMs);
      return payload;
    },
    buttons: defineComponent(codec, {
      level: declared.level,
      async execute(interaction, place, context) {
        const t = translatorFor(interaction.locale);
        const view = await context.store.view(place.viewId, declared.schema);
        if (
          !view ||
          view.guildId !== interaction.guildId ||
          (declared.stillVisible && !(await declared.stillVisible(view, context)))
        )
          return {
            kind: 'update',
            payload: { content: t.say(declared.expired), embeds: [], components: [] },
          };
        return { kind: 'update', payload: await show(place.viewId, view, place, context, t) };
      },
    }),
  };
}
