import { useRef, useState, type ChangeEvent } from 'react';
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
  uploadRulesFor,
  type UploadFolder,
} from '@skp/shared';
import { uploadFile } from '../api/upload';

const MB = 1024 * 1024;

/**
 * The folder's rules checked in the browser before a byte is sent: a message saying what is wrong,
 * or null. (The server checks again, by Content-Length first and then by the file's bytes.)
 */
export function checkFileBeforeUpload(file: File, folder: UploadFolder): string | null {
  const rules = uploadRulesFor(folder);
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  const isImage = (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type);
  const kindOk = (isPdf && rules.kinds.includes('pdf')) || (isImage && rules.kinds.includes('image'));
  if (!kindOk) return `${file.name} cannot be used here: ${rules.summary}.`;
  if (file.size > (isPdf ? MAX_PDF_UPLOAD_BYTES : MAX_IMAGE_UPLOAD_BYTES))
    return `${file.name} is too large (${(file.size / MB).toFixed(1)} MB): ${rules.summary}.`;
  return null;
}

interface UploadInputProps {
  source: string;
  label: string;
  folder: UploadFolder;
  helperText?: string;
}

function useUpload(folder: UploadFolder) {
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);
  async function send(file: File) {
    const problem = checkFileBeforeUpload(file, folder);
    if (problem) {
      notify(problem, { type: 'error' });
      return null;
    }
    setProgress(0);
    try {
      return await uploadFile(file, folder, setProgress);
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

/** An image field: shows the current picture, uploads a new one (JPEG, PNG, WebP, AVIF) with progress. */
export function ImageUploadInput({ source, label, folder, helperText }: UploadInputProps) {
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const { progress, send } = useUpload(folder);
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
      {value ? (
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
          {value ? 'Replace image' : 'Upload image'}
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
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        aria-label={`${label} file`}
        onChange={onChange}
      />
      <Progress value={progress} />
      <FormHelperText error={Boolean(fieldState.error)}>
        {fieldState.error?.message ?? [helperText, uploadRulesFor(folder).summary].filter(Boolean).join('. ')}
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
