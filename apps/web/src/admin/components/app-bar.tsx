import { useState } from 'react';
import { AppBar, LoadingIndicator, TitlePortal, useLocaleState, useLocales, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Language';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { TranslateButton } from '../resources/translations';
import { BarButtonText, barButtonSx } from './bar-button';
import { useWords } from './admin-text';
import { hasUnsavedChanges } from './unsaved-changes';

/**
 * The admin's language, English / हिन्दी (react-admin's store remembers the choice). As react-admin's
 * own menu, except that with changes not yet saved on the screen it asks first: a new language
 * draws every screen again, and what was typed would be lost without a word.
 */
function LanguageMenu() {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const t = useWords();
  const name = languages.find((language) => language.locale === locale)?.name ?? locale;
  const choose = (next: string) => {
    setAnchor(null);
    if (next === locale) return;
    if (
      hasUnsavedChanges() &&
      !window.confirm(t('Your changes are not saved yet. Change the language and lose them?'))
    )
      return;
    setLocale(next);
  };
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="true"
        aria-label={name}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={barButtonSx}
      >
        <BarButtonText>{name}</BarButtonText>
      </Button>
      <Menu anchorEl={anchor} keepMounted open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            onClick={() => choose(language.locale)}
            selected={language.locale === locale}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * react-admin's bar with 'Translate into Hindi' on a translatable record's edit screen, the
 * admin's language (English / हिन्दी; asks first when the screen has unsaved changes) and 'View site'.
 */
export function AdminAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      toolbar={
        <>
          <LanguageMenu />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
      <TranslateButton />
      <Button
        color="inherit"
        href="/"
        target="_blank"
        rel="noopener"
        endIcon={<OpenInNewIcon />}
        aria-label={translate('View site')}
        sx={barButtonSx}
      >
        <BarButtonText>{translate('View site')}</BarButtonText>
      </Button>
    </AppBar>
  );
}
