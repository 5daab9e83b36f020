import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Title, useBasename, useNotify, useTranslate } from 'react-admin';
import {
  isLegacyHindiFontText,
  type RecordTranslation,
  type TranslatableEntity,
  type TranslationStatus,
} from '@skp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TranslateIcon from '@mui/icons-material/Translate';
import { editPathOf, recordOfPath, translationsApi } from '../api/translations';
import { useWords, type Words } from '../components/admin-text';
import { useUnsavedChangesMark } from '../components/unsaved-changes';
import { BarButtonText, barButtonSx } from '../components/bar-button';

/** Loads something once per `key`; null until it arrives, or an error message. */
function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<{ key: string; value?: T; error?: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((value) => setState({ key, value }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ key, error: error.message });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` loads
  }, [key]);
  return state?.key === key ? state : null;
}

function StateChip({ state }: { state: 'missing' | 'current' | 'needs-review' }) {
  const translate = useTranslate();
  if (state === 'current') return <Chip size="small" color="success" label={translate('Up to date')} />;
  if (state === 'needs-review')
    return <Chip size="small" color="warning" label={translate('Needs review')} />;
  return <Chip size="small" label={translate('Missing')} />;
}

/** How to type Hindi, shown beside every Hindi form. */
export function HindiTypingNote() {
  const translate = useTranslate();
  return (
    <Alert severity="info" icon={<TranslateIcon />}>
      <strong>{translate('Typing Hindi')}.</strong>{' '}
      {translate(
        'Use the Google Indic Keyboard (on a computer: Google Input Tools) or your phone’s Hindi keyboard (Gboard: add हिन्दी under Languages), or paste Unicode Hindi from any app. Text typed in Kruti Dev or Chanakya fonts is not Unicode and is refused: convert it to Unicode first. Leave a box empty to show the English.',
      )}
    </Alert>
  );
}

/** The admin home's card: how much of the Hindi edition is missing or needs review. */
export function TranslationCountsCard() {
  const translate = useTranslate();
  const base = useBasename();
  const status = useLoaded((signal) => translationsApi.status(signal), 'status');
  const totals = status?.value?.totals;
  return (
    <Card>
      <ListItemButton component={RouterLink} to={`${base}/translations`} sx={{ display: 'block', p: 2 }}>
        <Typography variant="h6" component="h2">
          {translate('Hindi edition')}
        </Typography>
        <Typography variant="body1" data-testid="translation-counts">
          {totals
            ? translate('%{missing} missing · %{needsReview} need review · %{current} up to date', totals)
            : translate('Loading…')}
        </Typography>
      </ListItemButton>
    </Card>
  );
}

/** In the app bar on a translatable record's edit screen: opens its side-by-side Hindi editor. */
export function TranslateButton() {
  const translate = useTranslate();
  const base = useBasename();
  const { pathname } = useLocation();
  const entities = useLoaded((signal) => translationsApi.entities(signal), 'entities');
  const record = useMemo(
    () => (entities?.value ? recordOfPath(pathname.slice(base.length), entities.value) : null),
    [entities, pathname, base],
  );
  if (!record) return null;
  return (
    <Button
      color="inherit"
      component={RouterLink}
      to={`${base}/translations/${record.entity}/${record.id}`}
      startIcon={<TranslateIcon />}
      aria-label={translate('Translate into Hindi')}
      sx={barButtonSx}
    >
      <BarButtonText>{translate('Translate into Hindi')}</BarButtonText>
    </Button>
  );
}

/**
 * A translatable field's name in the admin's language: 'Paragraphs 2' (an item of a list field, as
 * the API names it) is the list's name and the item's number.
 */
export function fieldName(field: { field: string; label: string }, t: Words): string {
  const item = /^(.*) (\d+)$/.exec(field.label);
  return item && /\.\d+$/.test(field.field) ? `${t(item[1]!)} ${item[2]}` : t(field.label);
}

/** What is missing or needs review: per section (with the pages it shows on) and per record. */
export function TranslationsView() {
  const translate = useTranslate();
  const t = useWords();
  const base = useBasename();
  const status = useLoaded((signal) => translationsApi.status(signal), 'status');
  const value: TranslationStatus | undefined = status?.value;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('Translations')} />
      <Typography variant="h5" component="h1">
        {translate('Hindi edition')}
      </Typography>
      {status?.error ? <Alert severity="error">{status.error}</Alert> : null}
      {!value ? (
        status?.error ? null : (
          <Typography>{translate('Loading…')}</Typography>
        )
      ) : (
        <>
          <Typography data-testid="translation-totals">
            {translate(
              '%{missing} missing · %{needsReview} need review · %{current} up to date',
              value.totals,
            )}
          </Typography>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('To translate or review')}
              </Typography>
              {value.todo.length === 0 ? (
                <Typography>{translate('Everything is translated and up to date.')}</Typography>
              ) : (
                <List dense aria-label={translate('To translate or review')}>
                  {value.todo.map((item) => (
                    <ListItemButton
                      key={`${item.entity}/${item.entityId}`}
                      component={RouterLink}
                      to={`${base}/translations/${item.entity}/${item.entityId}`}
                    >
                      <ListItemText
                        primary={item.label}
                        secondary={[
                          t(value.entities.find((e) => e.entity === item.entity)?.label ?? ''),
                          item.missing.length > 0 ? `${translate('Missing')}: ${item.missing.length}` : null,
                          item.needsReview.length > 0
                            ? `${translate('Needs review')}: ${item.needsReview.length}`
                            : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItemButton>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('Per section')}
              </Typography>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('Per section')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('Section')}</TableCell>
                      <TableCell>{translate('Shown on')}</TableCell>
                      <TableCell align="right">{translate('Missing')}</TableCell>
                      <TableCell align="right">{translate('Needs review')}</TableCell>
                      <TableCell align="right">{translate('Up to date')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {value.entities.map((entity) => (
                      <TableRow key={entity.entity}>
                        <TableCell>{t(entity.label)}</TableCell>
                        <TableCell>{entity.pages.join(', ')}</TableCell>
                        <TableCell align="right">{entity.missing}</TableCell>
                        <TableCell align="right">{entity.needsReview}</TableCell>
                        <TableCell align="right">{entity.current}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}

function EditorForm({
  record,
  entities,
}: {
  record: RecordTranslation;
  entities: TranslatableEntity[] | undefined;
}) {
  const translate = useTranslate();
  const t = useWords();
  const notify = useNotify();
  const base = useBasename();
  const [current, setCurrent] = useState(record);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(record.fields.map((f) => [f.field, f.value ?? ''])),
  );
  const [serverError, setServerError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const changed = current.fields.filter((f) => (values[f.field] ?? '') !== (f.value ?? ''));
  const reviewed = current.fields.filter((f) => f.state === 'needs-review' && (values[f.field] ?? '') !== '');
  const legacy = current.fields.filter((f) => isLegacyHindiFontText(values[f.field] ?? ''));
  const entity = entities?.find((e) => e.entity === current.entity);
  useUnsavedChangesMark(changed.length > 0);

  async function save() {
    setSaving(true);
    setServerError(null);
    try {
      // Saving a flagged field unchanged marks it reviewed: it is stamped with today's English.
      const fields = [...new Set([...changed, ...reviewed])];
      const saved = await translationsApi.save(
        current.entity,
        current.entityId,
        Object.fromEntries(fields.map((f) => [f.field, values[f.field] ?? ''])),
      );
      setCurrent(saved);
      setValues(Object.fromEntries(saved.fields.map((f) => [f.field, f.value ?? ''])));
      notify(translate('Hindi saved'), { type: 'success' });
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      const fields = { ...(body?.errors ?? {}) };
      delete fields.root;
      setServerError({ message: (error as Error).message, fields });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <HindiTypingNote />
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError.message}
        </Alert>
      ) : null}
      {current.fields.map((field) => {
        const fieldError =
          serverError?.fields[field.field] ??
          (legacy.includes(field)
            ? translate(
                'This looks like Kruti Dev or Chanakya font text, which shows as gibberish on phones. Type it with a Unicode Hindi keyboard or convert it to Unicode.',
              )
            : undefined);
        return (
          <Box
            key={field.field}
            data-field={field.field}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              alignItems: 'start',
            }}
          >
            <Box>
              <Typography variant="caption" color="text.secondary" component="p">
                {fieldName(field, t)} · {translate('English')}
              </Typography>
              <Typography
                lang="en"
                data-testid={`english-${field.field}`}
                sx={{ whiteSpace: 'pre-wrap', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
              >
                {field.english || <em>{translate('No English text yet')}</em>}
              </Typography>
            </Box>
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <TextField
                label={`${fieldName(field, t)} · ${translate('Hindi')}`}
                value={values[field.field] ?? ''}
                onChange={(event) => setValues((state) => ({ ...state, [field.field]: event.target.value }))}
                multiline={field.multiline}
                minRows={field.multiline ? 2 : undefined}
                fullWidth
                error={Boolean(fieldError)}
                helperText={
                  fieldError ??
                  (field.state === 'needs-review'
                    ? translate(
                        'The English changed after this was translated: check the Hindi and save it again.',
                      )
                    : undefined)
                }
                slotProps={{ htmlInput: { lang: 'hi', 'data-testid': `hindi-${field.field}` } }}
              />
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <StateChip state={field.state} />
                {field.updatedBy ? (
                  <Typography variant="caption" color="text.secondary">
                    {translate('Last saved by %{who}', { who: field.updatedBy })}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || legacy.length > 0 || (changed.length === 0 && reviewed.length === 0)}
        >
          {translate('Save Hindi')}
        </Button>
        {entity ? (
          <Button
            component={RouterLink}
            to={`${base}/${editPathOf(entity.entity, entity.resource, current.entityId)}`}
          >
            {translate('English')}: {current.label}
          </Button>
        ) : null}
        <Button component={RouterLink} to={`${base}/translations`}>
          {translate('All translations')}
        </Button>
      </Box>
    </Box>
  );
}

/** Side by side: each translatable field's English (left) and its Hindi (right). */
export function TranslationEditor() {
  const translate = useTranslate();
  const { entity = '', id = '' } = useParams();
  const record = useLoaded((signal) => translationsApi.record(entity, id, signal), `${entity}/${id}`);
  const entities = useLoaded((signal) => translationsApi.entities(signal), 'entities');
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('Translations')} />
      <Typography variant="h5" component="h1">
        {translate('Translate into Hindi')}: {record?.value?.label ?? '…'}
      </Typography>
      {record?.error ? <Alert severity="error">{record.error}</Alert> : null}
      {record?.value ? (
        <EditorForm key={`${entity}/${id}`} record={record.value} entities={entities?.value} />
      ) : record?.error ? null : (
        <Typography>{translate('Loading…')}</Typography>
      )}
    </Box>
  );
}
