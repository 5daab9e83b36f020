import type { FastifyInstance } from 'fastify';

/**
 * Lets close() finish while keep-alive clients are still connected: once closing has begun, every
 * answer still being sent carries `Connection: close`, and connections that fall idle are closed.
 * Without this, a request in flight at SIGTERM leaves its socket open as keep-alive and the
 * server waits for the client's keep-alive timeout (a minute or more) before it can stop.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections?.(), 100);
    sweeper.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
