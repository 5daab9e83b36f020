import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The services of every API module, by name. Each `<entity>.module.ts` adds its own entry through
 * declaration merging (`declare module '../../lib/define-module' { interface Services { ... } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's services, each built once by its module; the one way to reach a service. */
    services: Services;
  }
}

/** The plugin name of a module, as other modules name it in their dependencies. */
export function moduleName(name: keyof Services): string {
  return `module:${name}`;
}

export interface ModuleDefinition<Name extends keyof Services> {
  name: Name;
  /** The modules whose services this one uses; they must be registered before it. */
  dependencies?: (keyof Services)[];
  /** Builds the module's repository and service(s), once per app. */
  build(app: FastifyInstance, options: ModuleOptions): Services[Name];
  /** The module's routes, registered under the prefix the module is registered with. */
  routes?: FastifyPluginAsync | FastifyPluginAsync[];
}

/**
 * What the composition root (buildApp) hands every module, e.g. a test's mail transport; a module
 * that takes an option adds it here by declaration merging, like its services.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleOptions {}

/**
 * One API module as a Fastify plugin: builds its services once, puts them on `app.services[name]`
 * (shared by the whole app, whatever prefix the module is registered under) and registers its routes.
 */
export function defineModule<Name extends keyof Services>(definition: ModuleDefinition<Name>) {
  return fp(
    async (app: FastifyInstance, options: ModuleOptions) => {
      if (Object.hasOwn(app.services, definition.name))
        throw new Error(`The ${String(definition.name)} module is registered twice`);
      app.services[definition.name] = definition.build(app, options);
      for (const routes of [definition.routes ?? []].flat()) await app.register(routes);
    },
    {
      name: moduleName(definition.name),
      dependencies: (definition.dependencies ?? []).map(moduleName),
      decorators: { fastify: ['services', 'database', 'storage', 'config'] },
    },
  );
}
