import type { Database } from '../../db/client';
import { policies } from '../../db/schema/index';
import { createDocumentListRepository } from '../../lib/document-list-repository';

export function createPoliciesRepository(db: Database) {
  return createDocumentListRepository(db, policies);
}
