import { expect, it } from 'vitest';
import { fairShareScenario } from './fair-share-world.js';

it('keeps the ops reply and the alerts on time while a plain member of a community guild floods /server list', async () => {
  const figures = await fairShareScenario();
  console.log('fair share:', JSON.stringify(figures));
  expect(figures.opsInfoMs).toBeLessThan(5_000);
  expect(figures.alertDelayBusyMs).toBeLessThan(figures.alertDelayAloneMs + 10_000);
  // Every list and click was answered, with a page or the fair-share sentence.
  expect(figures.memberPages + figures.memberRefusals).toBe(18);
  // 8 lists and 10 clicks over 30 linked servers cost one read of each, not one per server per answer.
  expect(figures.memberServerReads).toBeLessThanOrEqual(30);
}, 180_000);
