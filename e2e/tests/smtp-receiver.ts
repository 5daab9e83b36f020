import { createServer, type Server, type Socket } from 'node:net';

/** One mail as the receiver took it: its recipients and its raw text. */
export interface Mail {
  to: string[];
  raw: string;
}

/**
 * A minimal SMTP receiver (RFC 5321 happy path), enough for nodemailer without TLS, for the specs
 * that start a server of their own with mail. Quoted-printable soft line breaks are undone, so text
 * can be searched. Port 0: one the system hands out.
 */
export function startSmtp(mails: Mail[], port = 0): Promise<Server> {
  const open = new Set<Socket>();
  const server = createServer((socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push({ to, raw: buffer.slice(0, end).replace(/=\r\n/g, '') });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => undefined);
  });
  connections.set(server, open);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const connections = new WeakMap<Server, Set<Socket>>();

/**
 * Stops the receiver as a mail server going down does: no new connections, and the open ones (a
 * sender's pooled, idle connection) are cut, not waited for.
 */
export function stopSmtp(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const socket of connections.get(server) ?? []) socket.destroy();
  return closed;
}
