import { hasVideoStructure } from '../../lib/video-structure';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  REFUSALS,
  refusal,
  uploadRulesFor,
  VIDEO_UPLOAD_FOLDERS,
  type Media,
  type Upload,
  type UploadFolder,
  type VideoInfo,
} from '@skp/shared';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../errors';
import type { Actor } from '../../lib/actor';
import { newFileKey, type FileStorage, type LocalCopy } from '../../lib/file-storage';
import { displayFileName } from '../../lib/file-types';
import { processImage } from '../../lib/images';
import { removeMediaFiles, type MediaStore } from '../../lib/media';
import {
  encodeWebVideo,
  PHONE_VIDEO_ENCODING,
  extractPoster,
  probeVideo,
  UnreadableVideoError,
  VideoToolMissingError,
  type VideoProbe,
  type VideoTools,
} from '../../lib/video';
import type { AuditLogService } from '../audit-log/audit-log.service';

export const ACCEPTED_VIDEOS_MESSAGE = 'Upload an MP4 (H.264) or WebM (VP9 or AV1) video.';
const MISSING_ENCODER_NOTE =
  'The server has no video encoder (ffmpeg), so the video is kept as uploaded, without a poster picture.';
const FAILED_NOTE = 'The video could not be processed; it is shown as uploaded, without a poster picture.';
/** Above this an original is re-encoded even when it is already H.264 MP4 (phones on mobile data). */
const LARGE_VIDEO_BYTES = 8 * 1024 * 1024;
const MB = 1024 * 1024;

export interface VideoUploadsDeps {
  storage: FileStorage;
  audit: AuditLogService;
  /** The media table: the video's row, written at upload and as its processing moves on. */
  media: MediaStore;
  tools: VideoTools;
  maxBytes: number;
  log: FastifyBaseLogger;
  /** A video some row shows finished processing outside an HTTP write: cached public pages must go. */
  onContentChanged: () => void;
}

/**
 * Video uploads: streamed to storage, checked by magic bytes (done by the caller) and by ffprobe, kept,
 * then made fit for phones in the background, one at a time (2 cores serve the site too): a poster
 * with the usual image variants and, when needed, an H.264 MP4 at most 720p (silent for hero videos).
 */
export function createVideoUploadsService(deps: VideoUploadsDeps) {
  const { storage, audit, tools, log } = deps;
  let warnedMissingTools = false;
  let queue: Promise<void> = Promise.resolve();
  const running = new Set<Promise<void>>();

  function noteMissingTools() {
    if (warnedMissingTools) return;
    warnedMissingTools = true;
    log.warn(
      `Video tools not found (${tools.ffprobe}, ${tools.ffmpeg}): videos are kept as uploaded, without posters ` +
        "or a web-friendly copy. Install Debian's ffmpeg package (apt-get install ffmpeg) to process them.",
    );
  }

  /** The stored video as a file ffprobe and ffmpeg can read (a temporary download when storage is elsewhere). */
  async function localCopyOf(key: string): Promise<LocalCopy> {
    const copy = await storage.localCopy(key);
    if (!copy) throw new Error(`Video ${key} is not in storage`);
    return copy;
  }

  /** Where ffmpeg writes a copy before it is stored: beside the original on disk, or a temporary folder. */
  function outputPathOf(key: string, workDir: string): string {
    return `${storage.localPath(key) ?? join(workDir, basename(key))}.part`;
  }

  async function storeStream(key: string, stream: Readable, folder: UploadFolder): Promise<number> {
    let received = 0;
    const limited = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > deps.maxBytes)
          done(Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' }));
        else done(null, chunk);
      },
    });
    // pipeline (unlike pipe) passes on a sender that vanishes half-way as an error, so nothing waits forever.
    pipeline(stream, limited).catch(() => undefined);
    try {
      return await storage.putStream(key, limited);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new PayloadTooLargeError(
          `The video is too large: ${uploadRulesFor(folder, deps.maxBytes).summary}`,
        );
      throw new ValidationError('The upload was cut off before the whole file arrived; please try again');
    }
  }

  async function probeOrNull(key: string, container: 'mp4' | 'webm'): Promise<VideoProbe | null> {
    const copy = await localCopyOf(key);
    try {
      return await probeVideo(tools, copy.path, container);
    } catch (error) {
      if (error instanceof VideoToolMissingError) {
        noteMissingTools();
        // Without ffprobe the file is kept as uploaded: only if it is built as a video is built.
        if (!(await hasVideoStructure(copy.path, container)))
          throw new UnsupportedMediaTypeError(
            `This file starts like a${container === 'mp4' ? 'n MP4' : ' WebM'} video but is not one. ${ACCEPTED_VIDEOS_MESSAGE}`,
          );
        return null;
      }
      if (error instanceof UnreadableVideoError) {
        const wrongKind = /codec|container/.test(error.message);
        if (wrongKind) throw new UnsupportedMediaTypeError(`${error.message}. ${ACCEPTED_VIDEOS_MESSAGE}`);
        throw new ValidationError(`${error.message}. Please export or record it again.`);
      }
      throw error;
    } finally {
      await copy.release();
    }
  }

  async function saveProgress(media: Media, change: Partial<VideoInfo>): Promise<Media> {
    const next: Media = { ...media, video: { ...media.video!, ...change } };
    await deps.media.save(next);
    return next;
  }

  /** The video's row is final; the rows that show it join it, so their pages follow once the caches go. */
  async function finish(media: Media) {
    await deps.media.save(media);
    if (await deps.media.isReferenced(media.url)) deps.onContentChanged();
  }

  function needsWebCopy(media: Media, size: number, folder: UploadFolder): boolean {
    const video = media.video!;
    return (
      video.mimeType !== 'video/mp4' ||
      video.videoCodec !== 'h264' ||
      media.height > 720 ||
      size > LARGE_VIDEO_BYTES ||
      (folder === 'hero-videos' && video.audioCodec !== null)
    );
  }

  async function processVideo(key: string, started: Media, size: number, folder: UploadFolder) {
    let media = started;
    let original: LocalCopy | null = null;
    const workDir = await mkdtemp(join(tmpdir(), 'skp-video-'));
    try {
      original = await localCopyOf(key);
      const input = { path: original.path, duration: media.video!.duration };
      const poster = await processImage(await extractPoster(tools, input.path, input.duration), storage, {
        folder,
      });
      media = await saveProgress(
        { ...media, variants: poster.variants, placeholder: poster.placeholder, poster: poster.url },
        { progress: 0.1 },
      );
      if (needsWebCopy(media, size, folder)) {
        const webKey = key.replace(/\.(mp4|webm)$/, '-web.mp4');
        const webPath = outputPathOf(webKey, workDir);
        let saved = 0.1;
        let writing = Promise.resolve();
        await encodeWebVideo(tools, input, webPath, {
          keepAudio: folder !== 'hero-videos',
          onProgress(fraction) {
            const progress = 0.1 + fraction * 0.9;
            if (progress - saved < 0.05) return;
            saved = progress;
            writing = writing.then(async () => {
              media = await saveProgress(media, { progress });
            });
          },
        });
        await writing;
        const web = await probeVideo(tools, webPath, 'mp4');
        await storage.putFile(webKey, webPath);
        media = {
          ...media,
          width: web.width,
          height: web.height,
          video: {
            ...media.video!,
            playbackUrl: storage.publicUrl(webKey),
            mimeType: 'video/mp4',
            videoCodec: web.videoCodec,
            audioCodec: web.audioCodec,
          },
        };
      }
      if (media.width > PHONE_VIDEO_ENCODING.maxWidth) {
        // The phone copy (what narrow screens play): made from the original, like the web copy.
        const phoneKey = key.replace(/\.(mp4|webm)$/, '-phone.mp4');
        const phonePath = outputPathOf(phoneKey, workDir);
        await encodeWebVideo(tools, input, phonePath, {
          keepAudio: folder !== 'hero-videos',
          rendition: 'phone',
        });
        await probeVideo(tools, phonePath, 'mp4');
        await storage.putFile(phoneKey, phonePath);
        media = { ...media, video: { ...media.video!, phonePlaybackUrl: storage.publicUrl(phoneKey) } };
      }
      await finish({ ...media, video: { ...media.video!, state: 'ready', progress: 1 } });
    } catch (error) {
      log.error({ err: error, key }, 'video processing failed; the original is kept');
      for (const suffix of ['-web.mp4', '-phone.mp4'])
        await rm(outputPathOf(key.replace(/\.(mp4|webm)$/, suffix), workDir), { force: true });
      const missing = error instanceof VideoToolMissingError;
      if (missing) noteMissingTools();
      await finish({
        ...media,
        video: {
          ...media.video!,
          state: missing ? 'original' : 'failed',
          progress: 1,
          note: missing ? MISSING_ENCODER_NOTE : FAILED_NOTE,
        },
      }).catch((cause: unknown) =>
        log.error({ err: cause, key }, 'could not record the video processing result'),
      );
    } finally {
      await original?.release();
      await rm(workDir, { recursive: true, force: true });
    }
  }

  function enqueue(work: () => Promise<void>) {
    const job = queue.then(work);
    queue = job.catch(() => undefined);
    running.add(job);
    void job.finally(() => running.delete(job));
  }

  return {
    /** Streams a video (already recognised by its first bytes) into storage, checks it, keeps it, queues its processing. */
    async accept(
      input: {
        stream: Readable;
        container: 'mp4' | 'webm';
        fileName?: string;
        folder: UploadFolder;
        /** The multipart parser stopped at its size limit. */
        truncated: () => boolean;
      },
      actor: Actor,
    ): Promise<Upload> {
      const { folder, container } = input;
      if (!VIDEO_UPLOAD_FOLDERS.includes(folder)) {
        input.stream.resume();
        throw new UnsupportedMediaTypeError(
          `Videos are not accepted here: ${uploadRulesFor(folder).summary}. Add videos where a video is offered.`,
        );
      }
      const key = newFileKey(folder, container);
      const size = await storeStream(key, input.stream, folder);
      const url = storage.publicUrl(key);
      let media: Media | undefined;
      try {
        if (size > deps.maxBytes || input.truncated())
          throw new PayloadTooLargeError(refusal(REFUSALS.videoTooLarge, { megabytes: deps.maxBytes / MB }));
        const probe = await probeOrNull(key, container);
        media = {
          url,
          width: probe?.width ?? 0,
          height: probe?.height ?? 0,
          variants: [],
          video: {
            playbackUrl: url,
            mimeType: container === 'mp4' ? 'video/mp4' : 'video/webm',
            duration: probe?.duration ?? 0,
            videoCodec: probe?.videoCodec ?? 'unknown',
            audioCodec: probe?.audioCodec ?? null,
            state: probe ? 'processing' : 'original',
            progress: probe ? 0 : 1,
            ...(probe ? {} : { note: MISSING_ENCODER_NOTE }),
          },
        };
        const upload: Upload = {
          kind: 'video',
          key,
          url,
          fileName: displayFileName(input.fileName, `video.${container}`),
          size,
          media,
        };
        const row = media;
        await audit.transaction(async () => {
          await deps.media.record(row, {
            contentType: row.video!.mimeType,
            bytes: size,
            uploadedBy: actor.id,
          });
          await audit.record({ actor, action: 'create', entity: 'upload', entityId: key, after: upload });
        });
        if (probe) {
          const started = media;
          enqueue(() => processVideo(key, started, size, folder));
        }
        return upload;
      } catch (error) {
        // Nothing half-kept: the files go with a refused or untraceable upload (its row was never committed).
        await removeMediaFiles(storage, media ?? { url, width: 0, height: 0, variants: [] });
        throw error;
      }
    },

    /** The current Media of an uploaded video (its processing state and progress), or null. */
    status: (url: string) => deps.media.find(url),

    /** Resolves when every queued video is processed (tests, graceful shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
export type VideoUploadsService = ReturnType<typeof createVideoUploadsService>;
