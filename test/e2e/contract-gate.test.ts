import { Routes } from 'discord.js';
import { expect, it } from 'vitest';
import { opsChannelId, startHarness } from './harness.js';

it('fails the suite whose bot sent a request real Discord would refuse, when the harness closes', async () => {
  const harness = await startHarness({ env: { LOG_LEVEL: 'silent' } });
  // Through the bot's own REST client: an embed title must be a string, by Discord's document.
  await harness.app.bot.client.rest
    .post(Routes.channelMessages(opsChannelId), { body: { embeds: [{ title: 42 }] } })
    .catch(() => undefined);
  await expect(harness.close()).rejects.toThrow(
    /Requests real Discord would refuse by its OpenAPI document:\nPOST \S+: \/body\/embeds\/0\/title/,
  );
});
