import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves when `count` mails have arrived in total. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A port that was free a moment ago (for a mail server that is down, then comes back). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface SmtpTestServerOptions {
  /** Recipients this mailbox refuses (550), as a mail server does for an unknown or full mailbox. */
  refuses?: (address: string) => boolean;
  /** Milliseconds the server takes before accepting each mail (a slow mail server). */
  acceptAfterMs?: number;
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it accepts, parsed. */
export async function startSmtpTestServer(
  port = 0,
  options: SmtpTestServerOptions = {},
): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuses?.(address.address)) {
        const refused = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(refused);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.acceptAfterMs) await new Promise((r) => setTimeout(r, options.acceptAfterMs));
          mails.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed });
          for (const waiter of waiters.filter((w) => mails.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mails);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    waitFor(count) {
      if (mails.length >= count) return Promise.resolve(mails);
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
