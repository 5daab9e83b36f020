declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers the same to everyone, so its answers may be kept and sent with a public
     * Cache-Control (plugins/http-cache.ts). Only a route that says so is ever kept: the decision is
     * made from the route the router matched, never from how the URL was spelled.
     */
    publicRead?: boolean;
  }
}

/** Route config of a public read: `app.get(path, { config: PUBLIC_READ, schema }, handler)`. */
export const PUBLIC_READ = { publicRead: true } as const;
