import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useInput, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import {
  IMAGE_UPLOAD_TYPES,
  MAX_IMAGE_UPLOAD_BYTES,
  MAX_PDF_UPLOAD_BYTES,
  MAX_VIDEO_UPLOAD_BYTES,
  posterUrlOf,
  uploadRulesFor,
  VIDEO_UPLOAD_TYPES,
  videoFolderFor,
  type Media,
  type UploadFolder,
} from '@skp/shared';
import { uploadFile, videoStatus } from '../api/upload';

const MB = 1024 * 1024;

/**
 * The folder's rules checked in the browser before a byte is sent: a message saying what is wrong,
 * or null. (The server checks again, by Content-Length first and then by the file's bytes.)
 */
export function checkFileBeforeUpload(file: File, folder: UploadFolder): string | null {
  const rules = uploadRulesFor(folder);
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  const isImage = (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type);
  const isVideo = isVideoFile(file);
  const kindOk =
    (isPdf && rules.kinds.includes('pdf')) ||
    (isImage && rules.kinds.includes('image')) ||
    (isVideo && rules.kinds.includes('video'));
  if (!kindOk) return `${file.name} cannot be used here: ${rules.summary}.`;
  const limit = isPdf ? MAX_PDF_UPLOAD_BYTES : isVideo ? MAX_VIDEO_UPLOAD_BYTES : MAX_IMAGE_UPLOAD_BYTES;
  if (file.size > limit)
    return `${file.name} is too large (${(file.size / MB).toFixed(1)} MB): ${rules.summary}.`;
  return null;
}

export const isVideoFile = (file: File) =>
  (VIDEO_UPLOAD_TYPES as readonly string[]).includes(file.type) || /\.(mp4|webm)$/i.test(file.name);

/** Where a file picked in an image field goes: videos to the field's video folder when it takes videos. */
export function uploadFolderFor(file: File, folder: UploadFolder, allowVideo: boolean): UploadFolder {
  return allowVideo && isVideoFile(file) ? videoFolderFor(folder) : folder;
}

const isVideoUrl = (url: string) => /\.(mp4|webm)$/i.test(url);

/**
 * An uploaded video's processing as the admin sees it: the poster when it is ready, the progress while
 * the server makes it fit for phones, and the server's note when it kept the original.
 */
export function VideoUploadStatus({ url }: { url: string }) {
  const [media, setMedia] = useState<Media | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const next = await videoStatus(url);
        if (stopped) return;
        setMedia(next);
        if (next.video?.state === 'processing') timer = setTimeout(check, 2000);
      } catch {
        if (!stopped) timer = setTimeout(check, 5000);
      }
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [url]);
  const video = media?.video;
  const poster = posterUrlOf(media, 640);
  return (
    <Box sx={{ my: 1 }} data-testid="video-upload-status">
      <Box
        component="video"
        src={video?.playbackUrl ?? url}
        poster={poster ?? undefined}
        controls
        muted
        playsInline
        preload="none"
        sx={{
          display: 'block',
          maxWidth: '100%',
          width: 320,
          maxHeight: 200,
          borderRadius: 1,
          bgcolor: 'black',
        }}
      />
      {video?.state === 'processing' ? (
        <Box role="status" aria-label="Video processing" sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={Math.round(video.progress * 100)} />
          <Typography variant="caption">
            Preparing the video for phones… {Math.round(video.progress * 100)}%. You can save now.
          </Typography>
        </Box>
      ) : video ? (
        <Typography variant="caption" role="status" color={video.note ? 'warning.main' : 'text.secondary'}>
          {video.note ?? `Video ready (${Math.round(video.duration)} s).`}
        </Typography>
      ) : null}
    </Box>
  );
}

interface UploadInputProps {
  source: string;
  label: string;
  folder: UploadFolder;
  helperText?: string;
  /** Also take an MP4 or WebM video (hero slides, gallery items). */
  allowVideo?: boolean;
}

function useUpload(folder: UploadFolder, allowVideo = false) {
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  async function send(file: File) {
    const target = uploadFolderFor(file, folder, allowVideo);
    const problem = checkFileBeforeUpload(file, target);
    if (problem) {
      notify(problem, { type: 'error' });
      return null;
    }
    setProgress(0);
    try {
      return await uploadFile(file, target, setProgress);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return null;
    } finally {
      setProgress(null);
    }
  }
  return { progress, send };
}

function Progress({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <Box sx={{ mt: 1 }} role="status" aria-label="Upload progress">
      <LinearProgress
        variant={value >= 1 ? 'indeterminate' : 'determinate'}
        value={Math.round(value * 100)}
      />
      <Typography variant="caption">
        {value >= 1 ? 'Processing…' : `Uploading… ${Math.round(value * 100)}%`}
      </Typography>
    </Box>
  );
}

/** An image field: shows the current picture, uploads a new one (JPEG, PNG, WebP, AVIF; a video when allowed) with progress. */
export function ImageUploadInput({
  source,
  label,
  folder,
  helperText,
  allowVideo = false,
}: UploadInputProps) {
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const { progress, send } = useUpload(folder, allowVideo);
  const picker = useRef<HTMLInputElement>(null);
  const value = typeof field.value === 'string' ? field.value : '';

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const upload = await send(file);
    if (upload) field.onChange(upload.url);
  }

  return (
    <Box sx={{ my: 1, width: '100%' }}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      {value && isVideoUrl(value) ? (
        <VideoUploadStatus url={value} />
      ) : value ? (
        <Box
          component="img"
          src={value}
          alt={`${label} preview`}
          sx={{
            display: 'block',
            maxWidth: '100%',
            width: 320,
            maxHeight: 200,
            objectFit: 'cover',
            my: 1,
            borderRadius: 1,
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          No image yet
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => picker.current?.click()}
          disabled={progress !== null}
        >
          {value ? 'Replace image' : allowVideo ? 'Upload image or video' : 'Upload image'}
        </Button>
        {value ? (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => field.onChange('')}>
            Remove
          </Button>
        ) : null}
      </Box>
      <input
        ref={picker}
        type="file"
        hidden
        accept={[...IMAGE_UPLOAD_TYPES, ...(allowVideo ? VIDEO_UPLOAD_TYPES : [])].join(',')}
        aria-label={`${label} file`}
        onChange={onChange}
      />
      <Progress value={progress} />
      <FormHelperText error={Boolean(fieldState.error)}>
        {fieldState.error?.message ??
          [
            helperText,
            uploadRulesFor(folder).summary,
            allowVideo ? `Or an ${uploadRulesFor(videoFolderFor(folder)).summary}` : '',
          ]
            .filter(Boolean)
            .join('. ')}
      </FormHelperText>
    </Box>
  );
}

/** A PDF field: links the current file, uploads a new one with progress; optionally fills a file-name field. */
export function PdfUploadInput({
  source,
  label,
  folder,
  helperText,
  fileNameSource,
}: UploadInputProps & { fileNameSource?: string }) {
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const form = useFormContext();
  const { progress, send } = useUpload(folder);
  const picker = useRef<HTMLInputElement>(null);
  const value = typeof field.value === 'string' && field.value ? field.value : null;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const upload = await send(file);
    if (!upload) return;
    field.onChange(upload.key);
    if (fileNameSource && !form.getValues(fileNameSource))
      form.setValue(fileNameSource, upload.fileName, { shouldDirty: true });
  }

  return (
    <Box sx={{ my: 1, width: '100%' }}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        {value ? (
          <Link href={`/uploads/${value}`} target="_blank" rel="noopener">
            Open the current PDF
          </Link>
        ) : (
          'No PDF attached'
        )}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => picker.current?.click()}
          disabled={progress !== null}
        >
          {value ? 'Replace PDF' : 'Upload PDF'}
        </Button>
        {value ? (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => field.onChange(null)}>
            Remove
          </Button>
        ) : null}
      </Box>
      <input
        ref={picker}
        type="file"
        hidden
        accept="application/pdf"
        aria-label={`${label} file`}
        onChange={onChange}
      />
      <Progress value={progress} />
      <FormHelperText error={Boolean(fieldState.error)}>
        {fieldState.error?.message ?? [helperText, 'PDF, up to 25 MB'].filter(Boolean).join('. ')}
      </FormHelperText>
    </Box>
  );
}
