import { describe, expect, it } from 'vitest';
import { serverSchema } from '../../src/api/model.js';
import { PollStateStore } from '../../src/poller/state.js';
import { TaskContext, type TaskContextParts } from '../../src/poller/tasks/context.js';
import { openStore } from '../../src/store/index.js';

const server = (status: string) =>
  serverSchema.parse({ id: 's1', name: 'Server 1', status, ramGb: 4, diskGb: 20 });

describe('the server as last read', () => {
  it('is not undone by a page read before it (a page shared with another pass): the newer read stays', async () => {
    const states = new PollStateStore(await openStore('memory://', () => 0));
    const context = new TaskContext({ states, now: () => 0 } as Pick<
      TaskContextParts,
      'states' | 'now'
    > as TaskContextParts);
    // A check read the server back at 2 s; a page read at 1 s, handed out again, still shows it offline.
    context.remember(server('RUNNING'), 2_000);
    context.remember(server('OFFLINE'), 1_000);
    expect(context.lastRead('s1')).toMatchObject({ server: { status: 'RUNNING' }, readAt: 2_000 });
    expect(context.serverOf('s1')?.status).toBe('RUNNING');
    // A later read wins as ever, and the status it shows is learned either way.
    context.remember(server('SUSPENDED'), 3_000);
    expect(context.serverOf('s1')?.status).toBe('SUSPENDED');
    expect(context.statuses.notRunning()).toEqual(expect.arrayContaining(['OFFLINE', 'SUSPENDED']));
  });
});
