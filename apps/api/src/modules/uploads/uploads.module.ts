import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createMediaRecords } from '../../lib/media-records.repository';
import { ALL_CONTENT } from '../../plugins/content-entities';
import { uploadsRoutes } from './uploads.routes';
import { createUploadsService } from './uploads.service';
import { createVideoUploadsService } from './video-uploads.service';

function build(app: FastifyInstance) {
  const { video } = app.config;
  const videos = createVideoUploadsService({
    storage: app.storage,
    audit: app.services.auditLog,
    records: createMediaRecords(app.database.db),
    tools: { ffmpeg: video.ffmpegPath, ffprobe: video.ffprobePath },
    maxBytes: video.maxUploadBytes,
    log: app.log,
    onContentChanged: () => app.contentVersion.bump([ALL_CONTENT]),
  });
  app.addHook('onClose', () => videos.idle());
  return createUploadsService({ storage: app.storage, audit: app.services.auditLog, videos });
}

declare module '../../lib/define-module' {
  interface Services {
    /** Files the editors upload: images become responsive variants, PDFs are kept, videos are processed in the background. */
    uploads: ReturnType<typeof build>;
  }
}

export const uploadsModule = defineModule({
  name: 'uploads',
  dependencies: ['auditLog'],
  build,
  routes: uploadsRoutes,
});
