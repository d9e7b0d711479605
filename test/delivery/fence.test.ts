import { getEventListeners, setMaxListeners } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { underFence } from '../../src/delivery/discord.js';
import { checkedBeforeLeaving, makeRequest } from '../../src/discord/rest-transport.js';
import { waitFor } from '../emulator/wait.js';

/** A loopback REST endpoint that holds each request until told to answer, and records what reached it. */
async function holdingServer() {
  const arrived: string[] = [];
  const waiting: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      arrived.push(body);
      waiting.push(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const answerAll = () => {
    for (const response of waiting.splice(0)) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id":"1"}');
    }
  };
  return { url: `http://127.0.0.1:${port}/api`, arrived, answerAll, close: () => server.close() };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('posts fenced to the last moment', () => {
  it('checks the lease after the wait in discord.js’s queue: a post queued while it was held does not leave', async () => {
    const server = await holdingServer();
    close = server.close;
    const rest = new REST({ api: server.url, makeRequest, retries: 0 }).setToken('token');
    let held = true;
    const check = async () => {
      if (!held) throw new Error('lease lost');
    };
    const first = checkedBeforeLeaving(check, () => rest.post('/channels/1/messages', { body: { n: 1 } }));
    await waitFor(() => server.arrived.length === 1);
    // Queued behind the first on the same route while the lease was still held.
    const second = checkedBeforeLeaving(check, () => rest.post('/channels/1/messages', { body: { n: 2 } }));
    held = false;
    server.answerAll();
    await first;
    await expect(second).rejects.toThrow('lease lost');
    expect(server.arrived).toEqual(['{"n":1}']);
  });

  it('aborts a post waiting in the queue when the tenure’s signal is aborted', async () => {
    const server = await holdingServer();
    close = server.close;
    const rest = new REST({ api: server.url, makeRequest, retries: 0 }).setToken('token');
    const tenure = new AbortController();
    // Sent already: aborting can only stop waiting for its answer.
    const first = rest
      .post('/channels/1/messages', { body: { n: 1 }, signal: tenure.signal })
      .catch(() => 'aborted');
    await waitFor(() => server.arrived.length === 1);
    const second = rest.post('/channels/1/messages', { body: { n: 2 }, signal: tenure.signal });
    tenure.abort(new Error('lease lost'));
    await expect(second).rejects.toThrow();
    server.answerAll();
    await first;
    // The route's queue sends one request at a time: a later post leaves only after whatever was ahead of
    // it, so a second post that had left anyway would have reached the server before this one (or held it).
    const third = rest.post('/channels/1/messages', { body: { n: 3 } });
    await waitFor(() => server.arrived.includes('{"n":3}'), 5_000, 'the post queued after the aborted one');
    server.answerAll();
    await third;
    expect(server.arrived).toEqual(['{"n":1}', '{"n":3}']);
  });

  it('leaves nothing on the tenure once a post is answered, and still aborts one waiting with it', async () => {
    const server = await holdingServer();
    close = server.close;
    const rest = new REST({ api: server.url, makeRequest, retries: 0 }).setToken('token');
    const tenure = new AbortController();
    // As the lease's tenure: 30 posts in flight listen to it at once.
    setMaxListeners(0, tenure.signal);
    const fence = { tenure: () => tenure.signal, confirm: async () => undefined };
    const post = (n: number) =>
      underFence(fence, (signal) => rest.post(`/channels/${n}/messages`, { body: { n }, signal }));
    const posts = Array.from({ length: 30 }, (_, index) => post(index));
    await waitFor(() => server.arrived.length === 30);
    server.answerAll();
    await Promise.all(posts);
    // discord.js never removes the listener it adds to a request's signal: the tenure must not be that signal.
    expect(getEventListeners(tenure.signal, 'abort')).toHaveLength(0);

    const first = post(1).catch(() => 'aborted');
    await waitFor(() => server.arrived.length === 31);
    const queued = post(1);
    tenure.abort(new Error('lease lost'));
    await expect(queued).rejects.toThrow();
    server.answerAll();
    await first;
    expect(server.arrived).toHaveLength(31);
  });
});
