import { useContentLang } from '../../i18n/content-lang';
import { useI18n } from '../../i18n/site-i18n';
import type { Policy, SectionResult } from '@skp/shared';
import { Button, ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { EmptyText, dataOr } from '../../ui/section-states';
import * as icons from '../../ui/icon-paths';

/** docs/requirements.md#home, section 7; a failure is silent (docs/requirements.md#messages): the section then reads as empty. */
export function PoliciesSection({ policies: result }: { policies: SectionResult<Policy[]> }) {
  const { t } = useI18n();
  const lang = useContentLang();
  const policies = dataOr(result, []);
  return (
    <PageSection
      id="policies"
      title={t('home.policies.title')}
      subtitle={t('home.policies.subtitle')}
      tint="paper"
    >
      {policies.length === 0 ? (
        <EmptyText>{t('home.policies.empty')}</EmptyText>
      ) : (
        <div className={layout.grid3}>
          {policies.map((policy) => (
            <article key={policy._id} data-testid="policy-card" className={`${card.outlined} ${card.column}`}>
              <div className={`${card.content} ${card.grow}`}>
                <div className={card.row}>
                  <span style={{ color: 'var(--primary)', display: 'flex' }}>
                    <Icon shape={icons.Description} />
                  </span>
                  <h3 className={card.titleSmall} lang={lang(policy, 'title')}>
                    {policy.title}
                  </h3>
                </div>
                <p className={card.body} lang={lang(policy, 'description')}>
                  {policy.description}
                </p>
              </div>
              <div className={card.actions}>
                {policy.downloadUrl ? (
                  <ButtonLink
                    href={policy.downloadUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="contained"
                    size="small"
                    startIcon={icons.Download}
                    aria-label={t('common.downloadPdfNamed', { title: policy.title })}
                  >
                    {t('common.downloadPdf')}
                  </ButtonLink>
                ) : (
                  <Button variant="contained" size="small" startIcon={icons.Download} disabled>
                    {t('common.downloadPdf')}
                  </Button>
                )}
              </div>
            </article>
          ))}
        </div>
      )}
    </PageSection>
  );
}
