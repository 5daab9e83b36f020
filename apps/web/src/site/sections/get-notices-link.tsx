import { SUBSCRIBE_PAGE_PATH } from '@skp/shared';
import { useI18n } from '../i18n/site-i18n';

/** 'Get notices': the subscription form's link (footer, /notices, /events), in the page's edition. */
export function GetNoticesLink({ className }: { className?: string }) {
  const { t, href } = useI18n();
  return (
    <a href={href(SUBSCRIBE_PAGE_PATH)} className={className} data-testid="get-notices-link">
      {t('subscribe.button')}
    </a>
  );
}
