import { AppBar, TitlePortal, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { TranslateButton } from '../resources/translations';

/**
 * react-admin's bar with 'Translate into Hindi' on a translatable record's edit screen, the
 * admin's language (react-admin adds its language menu, English / हिन्दी, as the i18nProvider offers
 * two; its store remembers the choice) and 'View site'.
 */
export function AdminAppBar() {
  const translate = useTranslate();
  return (
    <AppBar>
      <TitlePortal />
      <TranslateButton />
      <Button
        color="inherit"
        href="/"
        target="_blank"
        rel="noopener"
        endIcon={<OpenInNewIcon />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('View site')}
      </Button>
    </AppBar>
  );
}
