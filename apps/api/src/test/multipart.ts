import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file, for app.inject. */
export function multipartFile(
  bytes: Buffer,
  fileName: string,
  contentType = 'application/octet-stream',
  field = 'file',
) {
  const boundary = `----skp${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
