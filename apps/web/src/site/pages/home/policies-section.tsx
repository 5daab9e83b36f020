import type { Policy, SectionResult } from '@skp/shared';
import { Button, ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { EmptyText, dataOr } from '../../ui/section-states';
import * as icons from '../../ui/icon-paths';

export const POLICIES_EMPTY_TEXT = 'No policies available at the moment.';

/** SPEC §2 Home 7; a failure is silent (SPEC §8): the section then reads as empty. */
export function PoliciesSection({ policies: result }: { policies: SectionResult<Policy[]> }) {
  const policies = dataOr(result, []);
  return (
    <PageSection
      id="policies"
      title="Policies & Guidelines"
      subtitle="The rules and guidelines that keep our school safe, fair and focused on learning."
      tint="paper"
    >
      {policies.length === 0 ? (
        <EmptyText>{POLICIES_EMPTY_TEXT}</EmptyText>
      ) : (
        <div className={layout.grid3}>
          {policies.map((policy) => (
            <article key={policy._id} data-testid="policy-card" className={`${card.outlined} ${card.column}`}>
              <div className={`${card.content} ${card.grow}`}>
                <div className={card.row}>
                  <span style={{ color: 'var(--primary)', display: 'flex' }}>
                    <Icon shape={icons.Description} />
                  </span>
                  <h3 className={card.titleSmall}>{policy.title}</h3>
                </div>
                <p className={card.body}>{policy.description}</p>
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
                    aria-label={`Download PDF: ${policy.title}`}
                  >
                    Download PDF
                  </ButtonLink>
                ) : (
                  <Button variant="contained" size="small" startIcon={icons.Download} disabled>
                    Download PDF
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
