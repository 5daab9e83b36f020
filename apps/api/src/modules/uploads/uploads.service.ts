import sharp, { type Metadata } from 'sharp';
import type { Upload, UploadFolder } from '@skp/shared';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../errors';
import type { Actor } from '../../lib/actor';
import { newFileKey, type FileStorage } from '../../lib/file-storage';
import {
  displayFileName,
  isCompletePdf,
  looksLikeMarkup,
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  sniffFileType,
} from '../../lib/file-types';
import { MAX_INPUT_PIXELS, processImage } from '../../lib/images';
import { removeMediaFiles, saveManifest } from '../../lib/media-manifest';
import type { AuditLogService } from '../audit-log/audit-log.service';

export const ACCEPTED_TYPES_MESSAGE = 'Upload a JPEG, PNG, WebP or AVIF image, or a PDF.';
const SHARP_FORMAT = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' } as const;
const MB = 1024 * 1024;

export function createUploadsService(deps: { storage: FileStorage; audit: AuditLogService }) {
  const { storage, audit } = deps;

  async function acceptImage(bytes: Buffer, kind: keyof typeof SHARP_FORMAT, folder: UploadFolder) {
    if (bytes.length > MAX_IMAGE_BYTES)
      throw new PayloadTooLargeError(`Images may be at most ${MAX_IMAGE_BYTES / MB} MB; this one is larger`);
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new ValidationError('The image could not be read; it may be damaged or incomplete');
    }
    if (meta.format !== SHARP_FORMAT[kind])
      throw new UnsupportedMediaTypeError(`This file is not a valid image. ${ACCEPTED_TYPES_MESSAGE}`);
    const pixels = (meta.width ?? 0) * (meta.height ?? 0);
    if (pixels > MAX_INPUT_PIXELS)
      throw new PayloadTooLargeError(
        `The image is ${meta.width} × ${meta.height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted`,
      );
    try {
      return await processImage(bytes, storage, { folder });
    } catch {
      throw new ValidationError('The image could not be read; it may be damaged or incomplete');
    }
  }

  return {
    /** Checks an uploaded file by its bytes and stores it under a server-made name. */
    async accept(
      input: { bytes: Buffer; fileName?: string; folder: UploadFolder },
      actor: Actor,
    ): Promise<Upload> {
      const { bytes, folder } = input;
      if (bytes.length === 0) throw new ValidationError('The file is empty');
      const kind = sniffFileType(bytes);
      if (!kind) {
        throw new UnsupportedMediaTypeError(
          looksLikeMarkup(bytes)
            ? `SVG, HTML and other markup files are not accepted. ${ACCEPTED_TYPES_MESSAGE}`
            : `This file type is not accepted. ${ACCEPTED_TYPES_MESSAGE}`,
        );
      }
      let upload: Upload;
      if (kind === 'pdf') {
        if (bytes.length > MAX_PDF_BYTES)
          throw new PayloadTooLargeError(`PDFs may be at most ${MAX_PDF_BYTES / MB} MB; this one is larger`);
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
      } else {
        const media = await acceptImage(bytes, kind, folder);
        await saveManifest(storage, media);
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
        await audit.record({
          actor,
          action: 'create',
          entity: 'upload',
          entityId: upload.key,
          after: upload,
        });
      } catch (error) {
        // An upload nobody can trace is not kept.
        if (upload.media) await removeMediaFiles(storage, upload.media);
        else await storage.remove(upload.key);
        throw error;
      }
      return upload;
    },
  };
}
