import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ValidationError, useInput, useNotify, useWrappedSource } from 'react-admin';
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
  type Upload,
  type UploadFolder,
} from '@skp/shared';
import { uploadFile, videoStatus } from '../api/upload';
import { useWords, type Words } from './admin-text';

const MB = 1024 * 1024;

/**
 * The folder's rules checked in the browser before a byte is sent: a message saying what is wrong,
 * or null. (The server checks again, by Content-Length first and then by the file's bytes.)
 */
export function checkFileBeforeUpload(file: File, folder: UploadFolder, t: Words): string | null {
  const rules = uploadRulesFor(folder);
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  const isImage = (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type);
  const isVideo = isVideoFile(file);
  const kindOk =
    (isPdf && rules.kinds.includes('pdf')) ||
    (isImage && rules.kinds.includes('image')) ||
    (isVideo && rules.kinds.includes('video'));
  const summary = t(rules.summary);
  if (!kindOk) return t('%{file} cannot be used here: %{rules}.', { file: file.name, rules: summary });
  const limit = isPdf ? MAX_PDF_UPLOAD_BYTES : isVideo ? MAX_VIDEO_UPLOAD_BYTES : MAX_IMAGE_UPLOAD_BYTES;
  if (file.size > limit)
    return t('%{file} is too large (%{size} MB): %{rules}.', {
      file: file.name,
      size: (file.size / MB).toFixed(1),
      rules: summary,
    });
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
  const t = useWords();
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
        <Box role="status" aria-label={t('Video processing')} sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={Math.round(video.progress * 100)} />
          <Typography variant="caption">
            {t('Preparing the video for phones… %{percent}%. You can save now.', {
              percent: Math.round(video.progress * 100),
            })}
          </Typography>
        </Box>
      ) : video ? (
        <Typography variant="caption" role="status" color={video.note ? 'warning.main' : 'text.secondary'}>
          {video.note ?? t('Video ready (%{seconds} s).', { seconds: Math.round(video.duration) })}
        </Typography>
      ) : null}
    </Box>
  );
}

interface UploadInputProps {
  source: string;
  /** In English, like react-admin's labels; shown in the admin's language. */
  label: string;
  folder: UploadFolder;
  helperText?: string;
  /** Also take an MP4 or WebM video (hero slides, gallery items). */
  allowVideo?: boolean;
  /** The row cannot be saved without a file (a slide, a gallery photo, an alumni picture). */
  required?: boolean;
}

function useUpload(folder: UploadFolder, allowVideo = false) {
  const notify = useNotify();
  const t = useWords();
  const [progress, setProgress] = useState<number | null>(null);
  async function send(file: File) {
    const target = uploadFolderFor(file, folder, allowVideo);
    const problem = checkFileBeforeUpload(file, target, t);
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
  const t = useWords();
  if (value === null) return null;
  return (
    <Box sx={{ mt: 1 }} role="status" aria-label={t('Upload progress')}>
      <LinearProgress
        variant={value >= 1 ? 'indeterminate' : 'determinate'}
        value={Math.round(value * 100)}
      />
      <Typography variant="caption">
        {value >= 1 ? t('Processing…') : t('Uploading… %{percent}%', { percent: Math.round(value * 100) })}
      </Typography>
    </Box>
  );
}

/** What differs between a picture field and a PDF field; the rest is one upload field. */
interface UploadKind {
  /** The field's value when nothing is uploaded. */
  empty: '' | null;
  accept: string;
  /** What the field stores of an upload: the picture's URL, or the PDF's key. */
  stored: (upload: Upload) => string;
  /** The current file (or the words for none), given the field's value and its label. */
  current: (value: string, label: string, t: Words) => ReactNode;
  /** The button's words: [with a file, without one]. */
  buttons: [replace: string, upload: string];
  /** What the field takes, in English: 'PDF, up to 25 MB'. */
  rules: (t: Words) => string[];
}

function UploadField({
  source,
  label,
  folder,
  helperText,
  allowVideo = false,
  required = false,
  kind,
  onUploaded,
}: UploadInputProps & { kind: UploadKind; onUploaded?: (upload: Upload, previous: string) => void }) {
  const t = useWords();
  // A save while a new file is still uploading would save the other fields (a certificate's new
  // dates) beside the old file: the form refuses it until the upload has finished.
  const uploading = useRef(false);
  const { field, fieldState } = useInput({
    source,
    defaultValue: kind.empty,
    isRequired: required,
    validate: (current: unknown) => {
      if (uploading.current) return t('Wait until the file has uploaded, then save.');
      if (required && (typeof current !== 'string' || current === ''))
        return t('Choose a file to upload first.');
      return undefined;
    },
  });
  const { progress, send } = useUpload(folder, allowVideo);
  const picker = useRef<HTMLInputElement>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const shownLabel = t(label);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    uploading.current = true;
    const upload = await send(file).finally(() => {
      uploading.current = false;
    });
    if (!upload) return;
    const previous = value;
    field.onChange(kind.stored(upload));
    onUploaded?.(upload, previous);
  }

  return (
    <Box sx={{ my: 1, width: '100%' }}>
      <Typography variant="subtitle2" component="p">
        {shownLabel}
        {required ? ' *' : ''}
      </Typography>
      {kind.current(value, shownLabel, t)}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => picker.current?.click()}
          disabled={progress !== null}
        >
          {t(value ? kind.buttons[0] : kind.buttons[1])}
        </Button>
        {value ? (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => field.onChange(kind.empty)}>
            {t('Remove')}
          </Button>
        ) : null}
      </Box>
      <input
        ref={picker}
        type="file"
        hidden
        accept={kind.accept}
        aria-label={t('%{label} file', { label: shownLabel })}
        onChange={onChange}
      />
      <Progress value={progress} />
      <FormHelperText error={Boolean(fieldState.error)}>
        {fieldState.error?.message ? (
          <ValidationError error={fieldState.error.message} />
        ) : (
          [helperText ? t(helperText) : '', ...kind.rules(t)].filter(Boolean).join('. ')
        )}
      </FormHelperText>
    </Box>
  );
}

function pictureKind(folder: UploadFolder, allowVideo: boolean): UploadKind {
  return {
    empty: '',
    accept: [...IMAGE_UPLOAD_TYPES, ...(allowVideo ? VIDEO_UPLOAD_TYPES : [])].join(','),
    stored: (upload) => upload.url,
    current: (value, label, t) =>
      value && isVideoUrl(value) ? (
        <VideoUploadStatus url={value} />
      ) : value ? (
        <Box
          component="img"
          src={value}
          alt={t('%{label} preview', { label })}
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
          {t('No image yet')}
        </Typography>
      ),
    buttons: ['Replace image', allowVideo ? 'Upload image or video' : 'Upload image'],
    rules: (t) => [
      t(uploadRulesFor(folder).summary),
      allowVideo ? t('Or an %{rules}', { rules: t(uploadRulesFor(videoFolderFor(folder)).summary) }) : '',
    ],
  };
}

const PDF_KIND: UploadKind = {
  empty: null,
  accept: 'application/pdf',
  stored: (upload) => upload.key,
  current: (value, _label, t) => (
    <Typography variant="body2" sx={{ my: 1 }}>
      {value ? (
        <Link href={`/uploads/${value}`} target="_blank" rel="noopener">
          {t('Open the current PDF')}
        </Link>
      ) : (
        t('No PDF attached')
      )}
    </Typography>
  ),
  buttons: ['Replace PDF', 'Upload PDF'],
  rules: (t) => [t('PDF, up to 25 MB')],
};

/** An image field: shows the current picture, uploads a new one (JPEG, PNG, WebP, AVIF; a video when allowed) with progress. */
export function ImageUploadInput(props: UploadInputProps) {
  return <UploadField {...props} kind={pictureKind(props.folder, Boolean(props.allowVideo))} />;
}

/**
 * A PDF field: links the current file, uploads a new one with progress; optionally fills a file-name
 * field. Inside a list (a disclosure's documents) the file-name field is the same row's: its source is
 * resolved as the row's inputs are, never the form's top level (a stray top-level `fileName` made the
 * whole save fail). A replaced PDF takes the new file's name: the old name would describe the old file.
 */
export function PdfUploadInput({ fileNameSource, ...props }: UploadInputProps & { fileNameSource?: string }) {
  const form = useFormContext();
  const fileNamePath = useWrappedSource(fileNameSource ?? '');
  return (
    <UploadField
      {...props}
      kind={PDF_KIND}
      onUploaded={(upload, previous) => {
        if (fileNameSource && (previous || !form.getValues(fileNamePath)))
          form.setValue(fileNamePath, upload.fileName, { shouldDirty: true });
      }}
    />
  );
}
