import { useI18n } from '../../i18n/site-i18n';
import { ButtonLink, Button } from '../../ui/button';
import * as icons from '../../ui/icon-paths';

/** Opens the online registration portal in a new tab (rel=noopener noreferrer); disabled until known. */
export function ApplyButton({
  portalUrl,
  colour = 'secondary',
}: {
  portalUrl: string | undefined;
  colour?: 'primary' | 'secondary';
}) {
  const { t } = useI18n();
  if (!portalUrl) {
    return (
      <Button variant="contained" colour={colour} size="large" disabled endIcon={icons.OpenInNew}>
        {t('admissions.applyOnline')}
      </Button>
    );
  }
  return (
    <ButtonLink
      href={portalUrl}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      colour={colour}
      size="large"
      endIcon={icons.OpenInNew}
      aria-label={t('admissions.applyOnlineLabel')}
    >
      {t('admissions.applyOnline')}
    </ButtonLink>
  );
}
