import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createSettingsRepository } from './settings.repository';
import { createSettingsService } from './settings.service';

function build(app: FastifyInstance) {
  return createSettingsService(createSettingsRepository(app.database.db));
}

declare module '../../lib/define-module' {
  interface Services {
    /** Typed singletons (contact details, admission info, page copy) for the modules that own them. */
    settings: ReturnType<typeof build>;
  }
}

export const settingsModule = defineModule({ name: 'settings', build });
