import { useRef, useState } from 'react';
import { Box, Button, ButtonGroup, TextField, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { paragraphsAsTyped } from '@skp/shared';
import { useWords } from './admin-text';

/** One toolbar button: what it puts around the selected text (or, with nothing selected, a sample). */
interface Format {
  label: string;
  /** The selection in, the HTML to put in its place out. */
  wrap(selected: string): string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const FORMATS: Format[] = [
  {
    label: 'Paragraphs',
    wrap: (text) => (lines(text).length ? lines(text) : ['Paragraph']).map((l) => `<p>${l}</p>`).join(''),
  },
  { label: 'Heading', wrap: (text) => `<h2>${text || 'Heading'}</h2>` },
  { label: 'Bold', wrap: (text) => `<strong>${text || 'bold text'}</strong>` },
  { label: 'Italic', wrap: (text) => `<em>${text || 'italic text'}</em>` },
  {
    label: 'Bulleted list',
    wrap: (text) =>
      `<ul>${(lines(text).length ? lines(text) : ['Item']).map((l) => `<li>${l}</li>`).join('')}</ul>`,
  },
  {
    label: 'Numbered list',
    wrap: (text) =>
      `<ol>${(lines(text).length ? lines(text) : ['Step']).map((l) => `<li>${l}</li>`).join('')}</ol>`,
  },
];

/**
 * A page's formatted text (a notice's or an event's body) with a small toolbar: select words and
 * press Bold, Heading, a list or Link; the preview below shows the page's look. What is saved is
 * HTML, which the server checks against its allow-list (apps/api/src/lib/rich-text.ts): a script or
 * an event handler is refused with a message, other formatting is dropped.
 */
export function RichTextInput({
  source,
  label,
  helperText,
}: {
  source: string;
  label: string;
  helperText?: string;
}) {
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [preview, setPreview] = useState(false);
  const value = String(field.value ?? '');
  const t = useWords();
  const shownLabel = t(label);

  function replaceSelection(make: (selected: string) => string | null) {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const inserted = make(value.slice(start, end));
    if (inserted === null) return;
    field.onChange(value.slice(0, start) + inserted + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start, start + inserted.length);
    });
  }

  function link(selected: string): string | null {
    const address = window.prompt(t('Link address (https://… or a page of this site such as /admissions)'));
    if (!address) return null;
    const href = address.trim().replace(/"/g, '%22');
    return `<a href="${href}">${selected || address.trim()}</a>`;
  }

  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <ButtonGroup
        size="small"
        variant="outlined"
        aria-label={t('Formatting for %{label}', { label: shownLabel })}
        sx={{ flexWrap: 'wrap', mb: 1 }}
      >
        {FORMATS.map((format) => (
          <Button key={format.label} onClick={() => replaceSelection(format.wrap)}>
            {t(format.label)}
          </Button>
        ))}
        <Button onClick={() => replaceSelection(link)}>{t('Link')}</Button>
      </ButtonGroup>
      <TextField
        {...field}
        value={value}
        inputRef={textarea}
        label={shownLabel}
        multiline
        minRows={6}
        fullWidth
        error={fieldState.invalid}
        helperText={fieldState.error?.message ?? (helperText ? t(helperText) : undefined)}
      />
      <Button size="small" onClick={() => setPreview((shown) => !shown)} sx={{ mt: 1 }}>
        {preview ? t('Hide preview') : t('Preview')}
      </Button>
      {preview && (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}>
          <Typography variant="caption" sx={{ px: 1 }}>
            {t('Preview')}
          </Typography>
          {/* Sandboxed: nothing in the text can run here. */}
          <iframe
            title={t('Preview of %{label}', { label: shownLabel })}
            sandbox=""
            srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:Roboto,Arial,sans-serif;line-height:1.6;margin:8px">${paragraphsAsTyped(value)}</body>`}
            style={{ width: '100%', minHeight: 240, border: 0 }}
          />
        </Box>
      )}
    </Box>
  );
}
