import { Readable } from 'node:stream';

/**
 * The first `size` bytes of a stream (fewer if it is shorter) and a stream that still yields every
 * byte, so a file can be recognised by its start and then streamed on without being held in memory.
 */
export function peekStream(stream: Readable, size: number): Promise<{ head: Buffer; stream: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      stream.off('readable', onReadable);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onEnd = () => {
      cleanup();
      const head = Buffer.concat(chunks);
      resolve({ head, stream: Readable.from([head]) });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (length < size && (chunk = stream.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length < size) return;
      cleanup();
      const head = Buffer.concat(chunks);
      stream.unshift(head);
      resolve({ head, stream });
    };
    stream.on('readable', onReadable);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

/** Reads a whole stream into memory, refusing (with `tooLarge()`) as soon as it passes `maxBytes`. */
export async function readAtMost(stream: Readable, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > maxBytes) {
      stream.resume();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
