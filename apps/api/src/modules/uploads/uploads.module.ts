import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../lib/define-module';
import { createMediaStore } from '../../lib/media.repository';
import { ALL_CONTENT } from '../../plugins/content-entities';
import { uploadsRoutes } from './uploads.routes';
import { createUploadsService } from './uploads.service';
import { createVideoUploadsService } from './video-uploads.service';

function build(app: FastifyInstance) {
  const { video } = app.config;
  const media = createMediaStore(app.database.db);
  const videos = createVideoUploadsService({
    storage: app.storage,
    audit: app.services.auditLog,
    media,
    tools: { ffmpeg: video.ffmpegPath, ffprobe: video.ffprobePath },
    maxBytes: video.maxUploadBytes,
    log: app.log,
    onContentChanged: () => app.contentVersion.bump([ALL_CONTENT]),
  });
  app.addHook('onClose', () => videos.idle());
  return createUploadsService({
    storage: app.storage,
    audit: app.services.auditLog,
    videos,
    media,
    // The PDF's text for the site search; an upload never fails for it (the index extracts it later).
    onPdf: (key, bytes) =>
      app.services.search.rememberPdf(key, bytes).catch((error: Error) => {
        app.log.warn({ err: error, key }, "search: could not keep an uploaded PDF's text");
      }),
  });
}

declare module '../../lib/define-module' {
  interface Services {
    /** Files the editors upload: images become responsive variants, PDFs are kept, videos are processed in the background. */
    uploads: ReturnType<typeof build>;
  }
}

export const uploadsModule = defineModule({
  name: 'uploads',
  dependencies: ['auditLog', 'search'],
  build,
  routes: uploadsRoutes,
});
