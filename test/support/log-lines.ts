import { Writable } from 'node:stream';

/** A log destination that keeps every line it is given in `lines`, for assertions on what was logged. */
export function logLines(): { lines: string[]; destination: Writable } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, destination };
}
