import {
  ChannelType,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';

/** The channels the bot posts in on its own (alerts, boards, audit records): text and announcement. */
const postingChannelTypes = [ChannelType.GuildText, ChannelType.GuildAnnouncement] as const;

/**
 * The `channel` option of `/alerts`, `/board` and `/audit channel`: a channel the bot will post in, where
 * each subcommand says what for (its `description`, `describe`d by its path: `command.<cmd>.<sub>.channel`).
 * Discord offers only text and announcement channels.
 */
export function addPostingChannelOption(
  sub: SlashCommandSubcommandBuilder,
  { required, description }: { required: boolean; description: string },
) {
  return sub.addChannelOption((option) =>
    option
      .setName('channel')
      .setDescription(description)
      .setRequired(required)
      .addChannelTypes(...postingChannelTypes),
  );
}

/** A channel the bot may be asked to post in. */
export type PostingChannel = ReturnType<typeof postingChannel>;

/** The channel a required `channel` option names. */
export function postingChannel(interaction: ChatInputCommandInteraction<'cached'>) {
  return interaction.options.getChannel('channel', true, [...postingChannelTypes]);
}

/** The channel an optional `channel` option names, null when omitted. */
export function givenPostingChannel(interaction: ChatInputCommandInteraction<'cached'>) {
  return interaction.options.getChannel('channel', false, [...postingChannelTypes]);
}
