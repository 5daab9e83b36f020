import type { MandatoryDisclosure, SectionResult } from '@skp/shared';
import { ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import * as icons from '../../ui/icon-paths';

export const DISCLOSURES_ERROR_TEXT = 'Failed to load mandatory disclosures';
export const DISCLOSURES_EMPTY_TEXT = 'No mandatory disclosures available at the moment.';

/** A disclosure's document: its own URL, or the API's view/download address by id (SPEC §5). */
export function disclosureUrl(disclosure: MandatoryDisclosure, action: 'view' | 'download'): string {
  return (
    (action === 'view' ? disclosure.viewUrl : disclosure.downloadUrl) ??
    `/api/mandatory-disclosures/${encodeURIComponent(disclosure._id)}/${action}`
  );
}

/** SPEC §2 Home 8: cards whose View and Download open the document in a new tab. */
export function DisclosuresSection({ disclosures }: { disclosures: SectionResult<MandatoryDisclosure[]> }) {
  return (
    <PageSection
      id="disclosures"
      title="Mandatory Disclosures"
      subtitle={
        <>
          Documents published as required by the Central Board of Secondary Education. The complete disclosure
          in CBSE's format:{' '}
          <a href="/mandatory-public-disclosure">Mandatory Public Disclosure (Appendix IX)</a>.
        </>
      }
    >
      <SectionStates
        result={disclosures}
        errorText={DISCLOSURES_ERROR_TEXT}
        emptyText={DISCLOSURES_EMPTY_TEXT}
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
                    <h3 className={card.titleSmall}>{disclosure.title}</h3>
                  </div>
                  <p className={card.body}>{disclosure.description}</p>
                </div>
                <div className={card.actions}>
                  <ButtonLink
                    href={disclosureUrl(disclosure, 'view')}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="outlined"
                    size="small"
                    startIcon={icons.Visibility}
                    aria-label={`View ${disclosure.title}`}
                  >
                    View
                  </ButtonLink>
                  <ButtonLink
                    href={disclosureUrl(disclosure, 'download')}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="contained"
                    size="small"
                    startIcon={icons.Download}
                    aria-label={`Download ${disclosure.title}`}
                  >
                    Download
                  </ButtonLink>
                </div>
              </article>
            ))}
          </div>
        )}
      </SectionStates>
    </PageSection>
  );
}
