import { fairShareScenario } from '../test/e2e/fair-share-world.js';

/**
 * The fair share end to end (sandbox limit 40 requests per 10 s, 30 servers linked to a community guild):
 * a plain member sends 8 `/server list` and 10 page clicks while the ops guild asks `/server info` and a
 * watched server goes down. Runs the scenario three times and prints each run's figures.
 */
export default async function fairShareBench(): Promise<void> {
  console.log('limit 40 / 10 s; member: 8 lists + 10 Next clicks over 30 linked servers');
  console.log('run  ops info ms  alert alone ms  alert busy ms  member pages/refused  member single reads');
  for (let run = 1; run <= 3; run += 1) {
    const figures = await fairShareScenario();
    console.log(
      [
        String(run).padEnd(4),
        String(figures.opsInfoMs).padStart(11),
        String(figures.alertDelayAloneMs).padStart(15),
        String(figures.alertDelayBusyMs).padStart(14),
        `${figures.memberPages}/${figures.memberRefusals}`.padStart(21),
        String(figures.memberServerReads).padStart(20),
      ].join(' '),
    );
  }
}
