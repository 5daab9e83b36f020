import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limiter';
import { createRateLimitsRepository } from '../lib/rate-limits.repository';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimiter;
  }
}

/** Decorates `app.rateLimits`, the one rate-limit mechanism (how to use it: lib/rate-limiter.ts). */
async function rateLimitsPlugin(app: FastifyInstance) {
  app.decorate('rateLimits', createRateLimiter(createRateLimitsRepository(app.database.db)));
}

export const registerRateLimits = fp(rateLimitsPlugin, { name: 'rate-limits' });
