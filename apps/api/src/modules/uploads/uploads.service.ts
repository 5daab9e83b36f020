import { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import {
  REFUSALS,
  refusal,
  uploadRulesFor,
  VIDEO_UPLOAD_FOLDERS,
  type Upload,
  type UploadFolder,
} from '@skp/shared';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../errors';
import type { Actor } from '../../lib/actor';
import { newFileKey, type FileStorage } from '../../lib/file-storage';
import {
  displayFileName,
  isCompletePdf,
  looksLikeMarkup,
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  SNIFF_BYTES,
  sniffFileType,
} from '../../lib/file-types';
import { peekStream, readAtMost } from '../../lib/peek-stream';
import { encodeImage, MAX_INPUT_PIXELS, storeImage } from '../../lib/images';
import { removeMediaFiles, type MediaStore } from '../../lib/media';
import type { AuditLogService } from '../audit-log/audit-log.service';
import { ACCEPTED_VIDEOS_MESSAGE, type VideoUploadsService } from './video-uploads.service';

export const ACCEPTED_TYPES_MESSAGE = 'Upload a JPEG, PNG, WebP or AVIF image, or a PDF.';
export const ACCEPTED_IMAGES_MESSAGE = 'Upload a JPEG, PNG, WebP or AVIF image.';
export const ACCEPTED_PDFS_MESSAGE = 'Upload a PDF.';

/**
 * What a folder takes, as a refusal says it: a photo field's refusal never offers a PDF, nor a PDF
 * field's a picture (a PDF was once offered as a photo type).
 */
export function acceptedMessageFor(folder: UploadFolder): string {
  const { kinds } = uploadRulesFor(folder);
  if (kinds.includes('video') && !kinds.includes('image')) return ACCEPTED_VIDEOS_MESSAGE;
  if (kinds.includes('image') && kinds.includes('pdf')) return ACCEPTED_TYPES_MESSAGE;
  return kinds.includes('pdf') ? ACCEPTED_PDFS_MESSAGE : ACCEPTED_IMAGES_MESSAGE;
}
const SHARP_FORMAT = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' } as const;
const MB = 1024 * 1024;

export function createUploadsService(deps: {
  storage: FileStorage;
  audit: AuditLogService;
  videos: VideoUploadsService;
  /** The media table: a picture's row is written with its audit entry. */
  media: MediaStore;
  /** A PDF was kept under `key`: its text is extracted now, for the site search. */
  onPdf?: (key: string, bytes: Buffer) => Promise<void>;
}) {
  const { storage, audit, videos } = deps;

  /** An image's header checked (no pixels decoded): its format matches its bytes, its size is within the limits. */
  async function checkImage(bytes: Buffer, kind: keyof typeof SHARP_FORMAT, folder: UploadFolder) {
    if (bytes.length > MAX_IMAGE_BYTES)
      throw new PayloadTooLargeError(refusal(REFUSALS.imageTooLarge, { megabytes: MAX_IMAGE_BYTES / MB }));
    let meta: Metadata;
    try {
      // Only the header is read here, no pixels (sharp would refuse an over-limit picture without
      // saying its size): the size is checked just below, before anything is decoded.
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new ValidationError('The image could not be read; it may be damaged or incomplete');
    }
    if (meta.format !== SHARP_FORMAT[kind])
      throw new UnsupportedMediaTypeError(`This file is not a valid image. ${acceptedMessageFor(folder)}`);
    const pixels = (meta.width ?? 0) * (meta.height ?? 0);
    if (pixels > MAX_INPUT_PIXELS)
      throw new PayloadTooLargeError(
        `The image is ${meta.width} × ${meta.height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted`,
      );
  }

  async function acceptImage(bytes: Buffer, kind: keyof typeof SHARP_FORMAT, folder: UploadFolder) {
    await checkImage(bytes, kind, folder);
    try {
      const encoded = await encodeImage(bytes);
      return { media: await storeImage(encoded, storage, folder), bytes: encoded.main.length };
    } catch {
      throw new ValidationError('The image could not be read; it may be damaged or incomplete');
    }
  }

  /**
   * The checks every upload of a picture or a PDF passes (type by its bytes, size, a complete PDF, a
   * readable picture within the pixel limit), for a file kept elsewhere than the public uploads
   * (a transfer certificate's scan): its kind, nothing stored.
   */
  async function inspect(bytes: Buffer, folder: UploadFolder = 'misc'): Promise<'pdf' | 'image'> {
    if (bytes.length === 0) throw new ValidationError('The file is empty');
    const kind = sniffFileType(bytes);
    const accepted = acceptedMessageFor(folder);
    if (!kind)
      throw new UnsupportedMediaTypeError(
        looksLikeMarkup(bytes)
          ? `SVG, HTML and other markup files are not accepted. ${accepted}`
          : `This file type is not accepted. ${accepted}`,
      );
    if (kind === 'mp4' || kind === 'webm')
      throw new UnsupportedMediaTypeError(`A video is not accepted here. ${accepted}`);
    if (kind === 'pdf') {
      if (bytes.length > MAX_PDF_BYTES)
        throw new PayloadTooLargeError(`PDFs may be at most ${MAX_PDF_BYTES / MB} MB; this one is larger`);
      if (!isCompletePdf(bytes))
        throw new ValidationError('The PDF is incomplete or damaged; please export it again');
      return 'pdf';
    }
    await checkImage(bytes, kind, folder);
    return 'image';
  }

  const service = {
    videos,
    inspect,

    /**
     * An uploaded file as it arrives: recognised by its first bytes; a video streams on to storage,
     * anything else is read into memory (at most 25 MB) and checked by accept().
     */
    async acceptStream(
      input: { stream: Readable; fileName?: string; folder: UploadFolder; truncated: () => boolean },
      actor: Actor,
    ): Promise<Upload> {
      const { head, stream } = await peekStream(input.stream, SNIFF_BYTES);
      const kind = sniffFileType(head);
      if (kind === 'mp4' || kind === 'webm')
        return videos.accept({ ...input, stream, container: kind }, actor);
      const bytes = await readAtMost(
        stream,
        MAX_PDF_BYTES,
        () => new PayloadTooLargeError('The file is too large: images may be at most 15 MB, PDFs 25 MB'),
      );
      return service.accept({ ...input, bytes }, actor);
    },

    /** Checks an uploaded file by its bytes and stores it under a server-made name. */
    async accept(
      input: { bytes: Buffer; fileName?: string; folder: UploadFolder },
      actor: Actor,
    ): Promise<Upload> {
      const { bytes, folder } = input;
      if (bytes.length === 0) throw new ValidationError('The file is empty');
      const kind = sniffFileType(bytes);
      if (!kind) {
        const accepted = acceptedMessageFor(folder);
        throw new UnsupportedMediaTypeError(
          looksLikeMarkup(bytes)
            ? `SVG, HTML and other markup files are not accepted. ${accepted}`
            : `This file type is not accepted. ${accepted}`,
        );
      }
      if (kind === 'mp4' || kind === 'webm')
        return videos.accept(
          { ...input, stream: Readable.from([bytes]), container: kind, truncated: () => false },
          actor,
        );
      if (VIDEO_UPLOAD_FOLDERS.includes(folder))
        throw new UnsupportedMediaTypeError(`Only videos go here. ${ACCEPTED_VIDEOS_MESSAGE}`);
      // A PDF is never a picture: a photo field's folder refuses it (it would show as a broken photo).
      if (kind === 'pdf' && !uploadRulesFor(folder).kinds.includes('pdf'))
        throw new UnsupportedMediaTypeError(`A PDF is not a photo. ${acceptedMessageFor(folder)}`);
      let upload: Upload;
      let stored: number | null = null;
      if (kind === 'pdf') {
        if (bytes.length > MAX_PDF_BYTES)
          throw new PayloadTooLargeError(refusal(REFUSALS.pdfTooLarge, { megabytes: MAX_PDF_BYTES / MB }));
        if (!isCompletePdf(bytes))
          throw new ValidationError('The PDF is incomplete or damaged; please export it again');
        const key = newFileKey(folder, 'pdf');
        await storage.put(key, bytes);
        upload = {
          kind: 'pdf',
          key,
          url: storage.publicUrl(key),
          fileName: displayFileName(input.fileName, 'document.pdf'),
          size: bytes.length,
          media: null,
        };
        await deps.onPdf?.(upload.key, bytes);
      } else {
        const { media, bytes: mainBytes } = await acceptImage(bytes, kind, folder);
        stored = mainBytes;
        const key = media.url.replace(/^\/uploads\//, '');
        upload = {
          kind: 'image',
          key,
          url: media.url,
          fileName: displayFileName(input.fileName, 'image'),
          size: bytes.length,
          media,
        };
      }
      try {
        await audit.transaction(async () => {
          if (upload.media)
            await deps.media.record(upload.media, {
              contentType: 'image/jpeg',
              bytes: stored,
              uploadedBy: actor.id,
            });
          await audit.record({
            actor,
            action: 'create',
            entity: 'upload',
            entityId: upload.key,
            after: upload,
          });
        });
      } catch (error) {
        // An upload nobody can trace is not kept (nor its row: one transaction).
        if (upload.media) await removeMediaFiles(storage, upload.media);
        else await storage.remove(upload.key);
        throw error;
      }
      return upload;
    },
  };
  return service;
}
