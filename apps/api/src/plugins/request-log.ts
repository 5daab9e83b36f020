import { LogController, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the request summary now (the plugin does every `summaryIntervalMs`) and starts a new one. */
    logRequestSummary(): void;
  }
}

/** Upper bounds (ms) of the latency buckets the summary's percentiles come from. */
const BUCKETS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, Infinity];

/**
 * The request log: no line per successful request at `info` (on a busy site that is most of the
 * server's work and of the log). Instead: 5xx answers at `error`, requests slower than `slowMs` at
 * `warn`, every request at `debug` (the access log), and at `info` one summary line per
 * `summaryIntervalMs` with the counts by status class, the answers served from the public cache and
 * the latency percentiles.
 */
async function requestLogPlugin(
  app: FastifyInstance,
  options: { slowMs?: number; summaryIntervalMs?: number } = {},
) {
  const slowMs = options.slowMs ?? 1000;
  const intervalMs = options.summaryIntervalMs ?? 60_000;
  let since = Date.now();
  let counts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  let slow = 0;
  let buckets = BUCKETS_MS.map(() => 0);
  let maxMs = 0;
  let cachedBefore = 0;

  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const kind = status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';
    counts[kind]++;
    let bucket = 0;
    while (ms > BUCKETS_MS[bucket]!) bucket++;
    buckets[bucket]!++;
    if (ms > maxMs) maxMs = ms;
    const fields = { req: request, res: reply, responseTime: Math.round(ms * 10) / 10 };
    if (status >= 500) request.log.error(fields, 'request failed');
    else if (ms >= slowMs) {
      slow++;
      request.log.warn(fields, 'slow request');
    } else request.log.debug(fields, 'request completed');
    done();
  });

  function percentile(fraction: number, total: number): number {
    let seen = 0;
    for (let i = 0; i < buckets.length; i++) {
      seen += buckets[i]!;
      if (seen >= fraction * total) return Math.min(BUCKETS_MS[i]!, Math.ceil(maxMs));
    }
    return Math.ceil(maxMs);
  }

  app.decorate('logRequestSummary', () => {
    const cached = app.hasDecorator('publicAnswers') ? app.publicAnswers.hits - cachedBefore : 0;
    const handled = counts['2xx'] + counts['3xx'] + counts['4xx'] + counts['5xx'];
    if (handled + cached > 0) {
      app.log.info(
        {
          seconds: Math.round((Date.now() - since) / 1000),
          requests: handled + cached,
          cached,
          status: counts,
          slow,
          p50Ms: percentile(0.5, handled),
          p99Ms: percentile(0.99, handled),
          maxMs: Math.ceil(maxMs),
        },
        'requests since the last summary (cached answers not included in the status counts and times)',
      );
    }
    since = Date.now();
    counts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    slow = 0;
    buckets = BUCKETS_MS.map(() => 0);
    maxMs = 0;
    cachedBefore += cached;
  });

  const timer = setInterval(() => app.logRequestSummary(), intervalMs);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}

/** Fastify's logController without its per-request lines (this plugin logs instead). */
export function quietRequestLogging() {
  return new LogController({ disableRequestLogging: true });
}

export const registerRequestLog = fp(requestLogPlugin, { name: 'request-log' });
