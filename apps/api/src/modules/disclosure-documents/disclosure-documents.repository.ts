import type { Database } from '../../db/client';
import { mandatoryDisclosures } from '../../db/schema/index';
import { createDocumentListRepository, type DocumentTable } from '../../lib/document-list-repository';

export function createMandatoryDisclosuresRepository(db: Database) {
  // The same columns as every document list (documentColumns); only the table's name differs in its type.
  return createDocumentListRepository(db, mandatoryDisclosures as unknown as DocumentTable);
}
