import { Readable } from 'node:stream';

/**
 * The first `size` bytes of a stream (fewer if it is shorter) and a stream that still yields every
 * byte, so a file can be recognised by its start and then streamed on without being held in memory.
 * (Read through the async iterator: it also reports a stream that failed before anyone listened.)
 */
export async function peekStream(
  source: Readable,
  size: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* everything() {
    yield head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, stream: Readable.from(everything(), { objectMode: false }) };
}

/** Reads a whole stream into memory, refusing (with `tooLarge()`) as soon as it passes `maxBytes`. */
export async function readAtMost(stream: Readable, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
