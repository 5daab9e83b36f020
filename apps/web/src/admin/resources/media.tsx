import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { LEAVE_WARNING, useLeaveWarning } from '../components/leave-warning';
import {
  BooleanField,
  BooleanInput,
  Button as RaButton,
  Edit,
  FunctionField,
  ImageField,
  NumberInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Title,
  required,
  useBasename,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteOutlineIcon from '@mui/icons-material/Delete';
import { GALLERY_CATEGORIES, HERO_SECTIONS, uploadRulesFor } from '@skp/shared';
import type { AdminDataProvider } from '../api/data-provider';
import { choices, makeFormPages, needs } from '../components/forms';
import { checkFileBeforeUpload, uploadFolderFor } from '../components/upload-input';
import { WhereItShows } from '../components/where-it-shows';
import { asWords } from '../components/format';
import { MoveButtons, ResponsiveList, searchFilter } from '../components/list-parts';
import { ImageUploadInput } from '../components/upload-input';
import { useWords } from '../components/admin-text';
import { UnsavedChangesMark } from '../components/unsaved-changes';

const categoryChoices = GALLERY_CATEGORIES.map((c) => ({ id: c.slug, name: c.name }));
const thumb = (source: string) => (
  <ImageField
    source={source}
    label="Photo"
    sx={{ '& img': { maxWidth: 80, maxHeight: 60, objectFit: 'cover' } }}
  />
);

function HeroFields() {
  return (
    <>
      <ImageUploadInput
        source="imageUrl"
        label="Slide image"
        folder="hero-images"
        allowVideo
        required
        helperText="Wide pictures work best (e.g. 1920 × 800); a video plays muted and looping on the About page"
      />
      <TextInput
        source="altText"
        label="Describe the picture for someone who cannot see it"
        validate={required()}
        fullWidth
      />
      <TextInput source="title" fullWidth />
      <SelectInput
        source="section"
        label="Page"
        choices={choices(HERO_SECTIONS)}
        validate={required()}
        defaultValue="home"
      />
      <BooleanInput source="isActive" label="Active (shown on the site)" defaultValue={true} />
      <NumberInput source="order" defaultValue={0} />
    </>
  );
}
function HeroList() {
  const t = useWords();
  return (
    <ResponsiveList
      filters={[...searchFilter, <SelectInput key="s" source="section" choices={choices(HERO_SECTIONS)} />]}
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => r.altText}
      secondary={(r) => `${t(asWords(r.section))}${r.isActive ? '' : ` · ${t('switched off')}`}`}
      thumbnail={(r) => r.imageUrl}
      orderable
    >
      {thumb('imageUrl')}
      <TextField source="altText" label="Described as" />
      <FunctionField label="Page" sortBy="section" render={(r: RaRecord) => t(asWords(r.section))} />
      <BooleanField source="isActive" label="Active" />
      <MoveButtons />
    </ResponsiveList>
  );
}
export const heroImages = {
  list: HeroList,
  ...makeFormPages(HeroFields, {
    create: 'New hero image',
    edit: 'Hero image: %{name}',
    name: (r) => r.altText,
    saved: 'Hero image saved',
  }),
};

function StarButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const starred = Boolean(record.starred);
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <RaButton
        label={starred ? 'Cover' : 'Make cover'}
        disabled={starred}
        onClick={async () => {
          try {
            await dataProvider.star(record.id);
            notify('This photo is now the cover of its category', { type: 'success' });
            refresh();
          } catch (error) {
            notify((error as Error).message, { type: 'error' });
          }
        }}
      >
        {starred ? <StarIcon /> : <StarBorderIcon />}
      </RaButton>
    </span>
  );
}

function GalleryEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      title="Edit photo"
      mutationOptions={{
        onSuccess: () => {
          notify('Photo saved', { type: 'success' });
          redirect('list', 'gallery');
        },
      }}
    >
      <SimpleForm sx={{ maxWidth: 760 }} warnWhenUnsavedChanges>
        <UnsavedChangesMark />
        <WhereItShows />
        <ImageUploadInput source="imageUrl" label="Photo" folder="gallery" allowVideo required />
        <TextInput
          source="altText"
          label="Describe the photo for someone who cannot see it"
          validate={needs('Please describe the photo for someone who cannot see it')}
          fullWidth
        />
        <TextInput source="title" fullWidth />
        <TextInput source="description" multiline minRows={2} fullWidth />
        <SelectInput source="category" choices={categoryChoices} validate={required()} />
        <BooleanInput source="starred" label="Cover of its category (starred)" />
        <NumberInput source="order" />
      </SimpleForm>
    </Edit>
  );
}

interface Pending {
  file: File;
  /** A local address of the chosen file, for its thumbnail before it is sent. */
  preview: string;
  altText: string;
  title: string;
  progress: number;
  /** refused: checked in the browser and never sent (too large or not a picture). */
  state: 'waiting' | 'uploading' | 'done' | 'failed' | 'refused';
  error?: string;
}

function nameOf(file: File): string {
  return (
    file.name
      .replace(/\.[^.]+$/, '')
      .replace(/[-_]+/g, ' ')
      .trim()
      .slice(0, 200) || 'Photo'
  );
}

/**
 * Many photos at once into one category, each with its thumbnail, progress and description.
 * Each photo becomes a gallery item as soon as its own upload finishes, so leaving half-way (or a
 * closed tab) keeps every photo already sent; leaving while photos upload asks first.
 */
function GalleryUpload() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const basename = useBasename();
  const [category, setCategory] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const t = useWords();
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setPending((list) => [
      ...list,
      ...files.map((file): Pending => {
        const problem = checkFileBeforeUpload(file, uploadFolderFor(file, 'gallery', true), t);
        const preview = URL.createObjectURL(file);
        previews.current.push(preview);
        return {
          file,
          preview,
          // Left for the clerk to describe: a file name (IMG_2031) tells someone who cannot see nothing.
          altText: '',
          title: nameOf(file),
          progress: 0,
          state: problem ? 'refused' : 'waiting',
          ...(problem ? { error: problem } : {}),
        };
      }),
    ]);
  }
  const remove = (index: number) => setPending((list) => list.filter((_, i) => i !== index));
  const update = (index: number, change: Partial<Pending>) =>
    setPending((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  async function send() {
    setBusy(true);
    let added = 0;
    let failed = 0;
    for (const [index, item] of pending.entries()) {
      if (item.state === 'done' || item.state === 'refused') continue;
      update(index, { state: 'uploading', progress: 0, error: undefined });
      try {
        const upload = await dataProvider.upload(
          item.file,
          uploadFolderFor(item.file, 'gallery', true),
          (progress) => update(index, { progress }),
        );
        // Into the gallery at once: a photo whose upload finished is kept even if the clerk leaves.
        await dataProvider.addPhotos(category, [
          { imageUrl: upload.url, altText: item.altText.trim(), title: item.title, description: '' },
        ]);
        added += 1;
        update(index, { state: 'done', progress: 1 });
      } catch (error) {
        failed += 1;
        update(index, { state: 'failed', error: (error as Error).message });
      }
    }
    setBusy(false);
    if (added > 0)
      notify(
        t(added === 1 ? '1 photo added to the gallery' : '%{count} photos added to the gallery', {
          count: added,
        }),
        { type: 'success' },
      );
    // To the list on the next render (see below).
    if (failed === 0) setFinished(true);
  }

  const toSend = pending.filter((p) => p.state !== 'done' && p.state !== 'refused');
  const missingAlt = toSend.some((p) => !p.altText.trim());
  useLeaveWarning(
    busy || toSend.length > 0,
    busy
      ? t(
          'Photos are still uploading. Leave now and the photos not yet uploaded are lost (the ones already uploaded stay in the gallery). Leave anyway?',
        )
      : t(LEAVE_WARNING),
  );
  // After the leave warning's own effects, so the warning has stood down when the list opens.
  useEffect(() => {
    if (finished) redirect(`${basename}/gallery?filter=${encodeURIComponent(JSON.stringify({ category }))}`);
  }, [finished, basename, category, redirect]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Add photos to the gallery" />
      <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
        <MuiTextField
          select
          label={t('Category')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          required
        >
          {categoryChoices.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {t(c.name)}
            </MenuItem>
          ))}
        </MuiTextField>
        <Typography variant="body2" color="text.secondary" data-testid="upload-limits">
          {t('%{rules} each. Larger photos are refused before they are sent.', {
            rules: t(uploadRulesFor('gallery').summary),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="video-limits">
          {t('Short clips too: %{rules}. The server makes a poster and a copy for phones after the upload.', {
            rules: t(uploadRulesFor('videos').summary),
          })}
        </Typography>
        <Button variant="outlined" component="label" startIcon={<AddPhotoAlternateIcon />} disabled={busy}>
          {t('Choose photos')}
          <input
            hidden
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif,video/mp4,video/webm"
            aria-label={t('Photos')}
            onChange={choose}
          />
        </Button>
        {pending.map((item, index) => (
          <Box
            key={`${item.file.name}-${index}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Box
                component={item.file.type.startsWith('video/') ? 'video' : 'img'}
                src={item.preview}
                alt=""
                data-testid="batch-thumbnail"
                sx={{
                  width: 96,
                  height: 72,
                  objectFit: 'cover',
                  borderRadius: 1,
                  flexShrink: 0,
                  bgcolor: 'grey.200',
                }}
              />
              <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
                {item.file.name} ({Math.ceil(item.file.size / 1024)} KB)
              </Typography>
            </Box>
            <MuiTextField
              label={t('Describe the photo for someone who cannot see it')}
              value={item.altText}
              required
              size="small"
              fullWidth
              sx={{ mt: 1 }}
              disabled={busy || item.state === 'done'}
              onChange={(e) => update(index, { altText: e.target.value })}
            />
            <MuiTextField
              label={t('Title')}
              value={item.title}
              size="small"
              fullWidth
              sx={{ mt: 1 }}
              disabled={busy || item.state === 'done'}
              onChange={(e) => update(index, { title: e.target.value })}
            />
            {item.state !== 'waiting' ? (
              <LinearProgress
                sx={{ mt: 1 }}
                variant="determinate"
                color={item.state === 'failed' ? 'error' : 'primary'}
                value={Math.round(item.progress * 100)}
                aria-label={t('%{file} upload progress', { file: item.file.name })}
              />
            ) : null}
            <Typography
              variant="caption"
              component="p"
              color={item.state === 'failed' || item.state === 'refused' ? 'error' : 'text.secondary'}
            >
              {item.state === 'uploading'
                ? item.progress >= 1
                  ? t('Processing…')
                  : t('Uploading… %{percent}%', { percent: Math.round(item.progress * 100) })
                : item.state === 'done'
                  ? t('Uploaded')
                  : item.state === 'failed' || item.state === 'refused'
                    ? item.error
                    : t('Ready')}
            </Typography>
            {item.state !== 'done' && item.state !== 'uploading' ? (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => remove(index)}
                disabled={busy}
                aria-label={t('Remove %{file} from the batch', { file: item.file.name })}
              >
                {t('Remove')}
              </Button>
            ) : null}
          </Box>
        ))}
        <Button
          variant="contained"
          disabled={busy || !category || toSend.length === 0 || missingAlt}
          onClick={send}
        >
          {busy
            ? t('Uploading…')
            : t(toSend.length === 1 ? 'Upload and add 1 photo' : 'Upload and add %{count} photos', {
                count: toSend.length,
              })}
        </Button>
      </CardContent>
    </Card>
  );
}

function GalleryList() {
  const t = useWords();
  return (
    <ResponsiveList
      filters={[
        ...searchFilter,
        <SelectInput key="c" source="category" choices={categoryChoices} alwaysOn />,
      ]}
      sort={{ field: 'order', order: 'ASC' }}
      primary={(r) => r.title || r.altText}
      secondary={(r) =>
        `${t(categoryChoices.find((c) => c.id === r.category)?.name ?? r.category)}${r.starred ? ` · ${t('cover')}` : ''}`
      }
      thumbnail={(r) => r.imageUrl}
      orderable
    >
      {thumb('imageUrl')}
      <TextField source="title" />
      <SelectField source="category" choices={categoryChoices} />
      <FunctionField label="Described as" render={(r: RaRecord) => r.altText} />
      <StarButton />
      <MoveButtons />
    </ResponsiveList>
  );
}

export const gallery = {
  list: GalleryList,
  create: GalleryUpload,
  edit: GalleryEdit,
};
