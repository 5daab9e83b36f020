import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import type { MandatoryDisclosure, SectionResult } from '@skp/shared';
import { ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import * as icons from '../../ui/icon-paths';

/** A disclosure's document: its own URL, or the API's view/download address by id (docs/requirements.md#validation). */
export function disclosureUrl(disclosure: MandatoryDisclosure, action: 'view' | 'download'): string {
  return (
    (action === 'view' ? disclosure.viewUrl : disclosure.downloadUrl) ??
    `/api/mandatory-disclosures/${encodeURIComponent(disclosure._id)}/${action}`
  );
}

/** A document's two links: View (outlined) and Download (filled), each naming the document to a screen reader. */
const DOCUMENT_ACTIONS = {
  view: { variant: 'outlined', icon: icons.Visibility, named: 'common.viewNamed', word: 'common.view' },
  download: {
    variant: 'contained',
    icon: icons.Download,
    named: 'common.downloadNamed',
    word: 'common.download',
  },
} as const;

/** docs/requirements.md#home, section 8: cards whose View and Download open the document in a new tab. */
export function DisclosuresSection({ disclosures }: { disclosures: SectionResult<MandatoryDisclosure[]> }) {
  const { t, href } = useI18n();
  const lang = useContentLang();
  return (
    <PageSection
      id="disclosures"
      title={t('home.disclosures.title')}
      subtitle={
        <>
          {t('home.disclosures.subtitle')}{' '}
          <a href={href('/mandatory-public-disclosure')}>{t('home.disclosures.appendixLink')}</a>.
        </>
      }
    >
      <SectionStates
        result={disclosures}
        errorText={t('home.disclosures.error')}
        emptyText={t('home.disclosures.empty')}
      >
        {(list) => (
          <div className={layout.grid3}>
            {list.map((disclosure) => (
              <article
                key={disclosure._id}
                data-testid="disclosure-card"
                className={`${card.outlined} ${card.column}`}
              >
                <div className={`${card.content} ${card.grow}`}>
                  <div className={card.row}>
                    <span style={{ color: 'var(--primary)', display: 'flex' }}>
                      <Icon shape={icons.Gavel} />
                    </span>
                    <h3 className={card.titleSmall} lang={lang(disclosure, 'title')}>
                      {disclosure.title}
                    </h3>
                  </div>
                  <p className={card.body} lang={lang(disclosure, 'description')}>
                    {disclosure.description}
                  </p>
                </div>
                <div className={card.actions}>
                  {(['view', 'download'] as const).map((action) => (
                    <ButtonLink
                      key={action}
                      href={disclosureUrl(disclosure, action)}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant={DOCUMENT_ACTIONS[action].variant}
                      size="small"
                      startIcon={DOCUMENT_ACTIONS[action].icon}
                      aria-label={t(DOCUMENT_ACTIONS[action].named, { title: disclosure.title })}
                    >
                      {t(DOCUMENT_ACTIONS[action].word)}
                    </ButtonLink>
                  ))}
                </div>
              </article>
            ))}
          </div>
        )}
      </SectionStates>
    </PageSection>
  );
}
