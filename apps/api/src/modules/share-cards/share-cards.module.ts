import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createShareCards } from './share-cards.service';

function build(app: FastifyInstance) {
  return createShareCards(app.storage, app.log, () => app.services.school.get());
}

declare module '../../lib/define-module' {
  interface Services {
    /** Generated link-preview pictures for notices and events without their own. */
    shareCards: ReturnType<typeof build>;
  }
}

export const shareCardsModule = defineModule({ name: 'shareCards', dependencies: ['school'], build });
