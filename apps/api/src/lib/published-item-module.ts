import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import type { AuditSink } from './actor';
import type { FileStorage } from './file-storage';
import { defineModule, type Services } from './define-module';
import type { SlugRepository } from './slug-repository';
import { createSlugKeeper, type SlugKeeper } from './slugs';

/** What a published item's admin service is built from (notices, events). */
export interface PublishedItemAdminDeps<Repository> {
  repository: Repository;
  audit: AuditSink;
  storage: FileStorage;
  slugs: SlugKeeper;
  shareCards: Services['shareCards'];
}

/**
 * An API module for items the office publishes one by one, each with its own page and address (a
 * notice, an event): its repository, its slugs (an address keeps working after a title change), the
 * public service and the admin's (writes audited, share cards drawn), and its routes.
 */
export function definePublishedItemModule<
  Name extends keyof Services,
  Repository,
  Public extends object,
  Admin,
>(definition: {
  name: Name;
  /** The item as slugs' messages name it ('notice'). */
  noun: string;
  dependencies?: (keyof Services)[];
  repository(db: Database): Repository;
  slugRepository(db: Database): SlugRepository;
  service(app: FastifyInstance, repository: Repository, slugs: SlugKeeper): Public;
  admin(deps: PublishedItemAdminDeps<Repository>): Admin;
  routes: FastifyPluginAsync;
}) {
  return defineModule({
    name: definition.name,
    dependencies: ['auditLog', 'shareCards', ...(definition.dependencies ?? [])],
    routes: definition.routes,
    build(app) {
      const repository = definition.repository(app.database.db);
      const slugs = createSlugKeeper({
        noun: definition.noun,
        repository: definition.slugRepository(app.database.db),
      });
      return {
        ...definition.service(app, repository, slugs),
        admin: definition.admin({
          repository,
          audit: app.services.auditLog,
          storage: app.storage,
          slugs,
          shareCards: app.services.shareCards,
        }),
      } as Services[Name];
    },
  });
}
