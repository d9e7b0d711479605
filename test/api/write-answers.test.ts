import { describe, expect, it } from 'vitest';
import { reportedServer, serverAfterWrite, type Server } from '../../src/api/model.js';

const before: Server = {
  id: '10966',
  name: 'Forge Works',
  status: 'RUNNING',
  ramGb: 2,
  diskGb: 20,
  externalReference: 'order-1',
  version: 7,
};

describe('what the answer to a write says of the server', () => {
  it.each([
    [
      { id: '10966', version: 8, updated: true },
      { id: '10966', version: 8 },
    ],
    [{ server: { id: 10966, ramGb: '2.5' } }, { id: '10966', ramGb: 2.5 }],
    [{ success: true }, undefined],
    [undefined, undefined],
    ['OK', undefined],
    [{ id: '10966', name: '', status: null, ramGb: 'lots' }, { id: '10966' }],
    [
      { name: 'Renamed', status: 'UPDATING' },
      { name: 'Renamed', status: 'UPDATING' },
    ],
  ])('%j holds %j', (data, reported) => {
    expect(reportedServer(data)).toEqual(reported);
  });
});

describe('serverAfterWrite', () => {
  it('a brief answer keeps what was read and takes what was sent', () => {
    const after = serverAfterWrite(
      before,
      { ramGb: 2.5, diskGb: undefined },
      reportedServer({ id: '10966', version: 8, updated: true }),
    );
    expect(after).toEqual({ ...before, ramGb: 2.5, version: 8 });
  });

  it('what the answer holds wins over what was sent', () => {
    const after = serverAfterWrite(
      before,
      { ramGb: 2.5 },
      reportedServer({ id: '10966', ramGb: 3, status: 'RESIZING' }),
    );
    expect(after).toMatchObject({ name: 'Forge Works', ramGb: 3, diskGb: 20, status: 'RESIZING' });
  });

  it('no answer at all is what was read plus what was sent', () => {
    expect(serverAfterWrite(before, { externalReference: 'order-2' }, undefined)).toEqual({
      ...before,
      externalReference: 'order-2',
    });
  });
});
