import type { Media, Upload, UploadFolder } from '@skp/shared';
import { ADMIN_API, adminFetch, toHttpError } from './admin-http';

/** Sends one file to POST /api/admin/uploads, reporting progress (0..1) as it goes. */
export function uploadFile(
  file: File,
  folder: UploadFolder,
  onProgress?: (fraction: number) => void,
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${ADMIN_API}/admin/uploads?folder=${encodeURIComponent(folder)}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { data?: { upload: Upload }; message?: string } | null;
      if (request.status === 201 && body?.data) {
        onProgress?.(1);
        resolve(body.data.upload);
      } else {
        reject(toHttpError(request.status, body ?? undefined));
      }
    };
    request.onerror = () => reject(new Error('The upload failed: no connection to the server'));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** An uploaded video's processing state (GET /api/admin/uploads/video): poster, progress, notes. */
export async function videoStatus(url: string): Promise<Media> {
  const body = await adminFetch<{ data: { media: Media } }>(
    `/admin/uploads/video?url=${encodeURIComponent(url)}`,
  );
  return body.data.media;
}
