import type { FastifyInstance } from 'fastify';
import { createTransferCertificatesRepository } from './transfer-certificates.repository';
import { createTransferCertificatesService } from './transfer-certificates.service';
import { createTcImportService } from './tc-import';
import { defineModule } from '../../lib/define-module';
import { transferCertificatesRoutes } from './transfer-certificates.routes';

function build(app: FastifyInstance) {
  const repository = createTransferCertificatesRepository(app.database.db);
  // DATA_DIR/private (or the bucket's private/ prefix): beside the uploads, never under them, so the
  // /uploads/ route cannot serve a scan.
  const scans = app.privateStorage;
  const inspect = (bytes: Buffer) => app.services.uploads.inspect(bytes);
  const service = createTransferCertificatesService({
    repository,
    audit: app.services.auditLog,
    scans,
    inspect,
    rateLimits: app.rateLimits,
    publicUrl: app.config.publicUrl,
    retentionYears: async () => (await app.services.privacy.settings()).tcRetentionYears,
  });
  return {
    ...service,
    importer: createTcImportService({ repository, audit: app.services.auditLog, scans, inspect }),
  };
}

declare module '../../lib/define-module' {
  interface Services {
    /** Transfer certificates: the register, their private scans, the public look-up and its log. */
    transferCertificates: ReturnType<typeof build>;
  }
}

export const transferCertificatesModule = defineModule({
  name: 'transferCertificates',
  dependencies: ['auditLog', 'uploads', 'privacy'],
  build,
  routes: transferCertificatesRoutes,
});
