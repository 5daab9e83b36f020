import { useContentLang } from '../../i18n/content-lang';
import { MAP_LOCATION, type ContactInfo, type ContactPageData } from '@skp/shared';
import { useI18n } from '../../i18n/site-i18n';
import { SocialIconLinks, socialLinksOf } from '../../sections/social-links';
import type { ReactNode } from 'react';
import { mapEmbedUrl, mapOpenUrl, phoneLink } from './contact-text';
import { formatPhone } from '../../ui/formatters';
import { useWhatsAppChatLink } from '../../layout/whatsapp-chat';
import { EnquiryFormIsland, quickEnquiryForm } from '../../sections/enquiry-forms';
import { Hero } from '../../sections/hero';
import { ImageViewer } from '../../sections/image-viewer';
import { PageHeroText } from '../../sections/page-hero-text';
import { ButtonLink } from '../../ui/button';
import card from '../../ui/card.module.css';
import { Icon } from '../../ui/icon';
import type { IconShape } from '../../ui/icon-paths';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './contact.module.css';
import * as icons from '../../ui/icon-paths';
import { PageText, usePageHeading } from '../../sections/page-intro';
import type { Registered, SitePageEntries } from '../../page-registry';

function DetailRow({ icon, label, children }: { icon: IconShape; label: string; children: ReactNode }) {
  return (
    <div className={styles.detailRow}>
      <span className={styles.detailIcon} aria-hidden="true">
        <Icon shape={icon} />
      </span>
      <div className={styles.detailBody}>
        <h3 className={styles.detailLabel}>{label}</h3>
        <div className={styles.detailValue}>{children}</div>
      </div>
    </div>
  );
}

function ContactDetails({ contact }: { contact: ContactInfo }) {
  const { t } = useI18n();
  const lang = useContentLang();
  const phone = contact.phone ? phoneLink(contact.phone) : null;
  const chat = useWhatsAppChatLink(contact.whatsapp);
  const social = socialLinksOf(contact.socialLinks);
  return (
    <div className={styles.details} data-testid="contact-details">
      {contact.address && (
        <DetailRow icon={icons.LocationOn} label={t('contact.address')}>
          <address className={styles.preLine} lang={lang(contact, 'address')}>
            {contact.address}
          </address>
        </DetailRow>
      )}
      {phone && (
        <DetailRow icon={icons.Phone} label={t('contact.phone')}>
          <a href={phone.href}>{phone.text}</a>
        </DetailRow>
      )}
      {contact.email && (
        <DetailRow icon={icons.Email} label={t('contact.email')}>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </DetailRow>
      )}
      {contact.officeHours && (
        <DetailRow icon={icons.Schedule} label={t('contact.officeHours')}>
          <p className={styles.preLine} lang={lang(contact, 'officeHours')}>
            {contact.officeHours}
          </p>
        </DetailRow>
      )}
      {chat && (
        <DetailRow icon={icons.WhatsApp} label={t('contact.whatsapp')}>
          <a href={chat} target="_blank" rel="noopener noreferrer">
            {formatPhone(contact.whatsapp)}
          </a>
        </DetailRow>
      )}
      {social.length > 0 && (
        <nav aria-label={t('contact.socialLinks')}>
          <h3 className={`${styles.detailLabel} ${styles.followUs}`}>{t('footer.followUs')}</h3>
          <SocialIconLinks links={social} className={styles.social} linkClassName={styles.socialLink} />
        </nav>
      )}
    </div>
  );
}

/** The Contact page (docs/requirements.md#contact): hero, details, social links, map, road map, Quick Enquiry. */
export function ContactPage({ data }: { data: ContactPageData }) {
  const i18n = useI18n();
  const { t } = i18n;
  const contact = data.contact.ok ? data.contact.data : null;
  // Until the office has saved its contact details, the demo school's place.
  const place = contact?.mapLocation ?? MAP_LOCATION;
  return (
    <>
      <Hero images={data.hero} label={t('contact.hero.pictures')} minHeight={{ xs: 320, md: 420 }}>
        <PageHeroText
          {...usePageHeading(data.intro, { title: t('contact.hero.title'), lead: t('contact.hero.lead') })}
        />
      </Hero>
      <PageText intro={data.intro} />

      <PageSection id="get-in-touch" title={t('contact.getInTouch')}>
        <div className={styles.touch}>
          <div className={card.card}>
            <div className={styles.cardBody}>
              <SectionStates
                result={data.contact}
                isEmpty={(value) => value === null}
                errorText={t('contact.error')}
                emptyText={t('contact.empty')}
              >
                {(value) => <ContactDetails contact={value!} />}
              </SectionStates>
            </div>
          </div>
          <div className={card.card}>
            <div className={styles.cardBody}>
              <section aria-labelledby="quick-enquiry-heading" data-testid="quick-enquiry-slot">
                <h3 id="quick-enquiry-heading" className={styles.enquiryHeading}>
                  {t('contact.quickEnquiry')}
                </h3>
                <EnquiryFormIsland form={quickEnquiryForm(i18n)} state={data.enquiry} />
              </section>
            </div>
          </div>
        </div>
      </PageSection>

      <PageSection id="map" title={t('contact.findUs')} tint="grey">
        <div className={styles.map}>
          <iframe
            title={t('contact.mapTitle')}
            src={mapEmbedUrl(place)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className={styles.mapFrame}
            allowFullScreen
          />
        </div>
        <div className={styles.openInMaps}>
          <ButtonLink
            href={mapOpenUrl(place)}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={icons.Map}
          >
            {t('contact.openInMaps')}
          </ButtonLink>
        </div>
      </PageSection>

      {contact?.roadmapImageUrl && (
        <PageSection id="roadmap" title={t('contact.roadmap.title')} subtitle={t('contact.roadmap.subtitle')}>
          <div className={styles.roadmap} data-testid="roadmap">
            <ImageViewer
              src={contact.roadmapImageUrl}
              alt={t('contact.roadmap.alt')}
              media={contact.roadmapMedia}
              label={t('contact.roadmap.view')}
              closeLabel={t('common.closeViewer')}
              sizes="(min-width: 1200px) 1150px, 100vw"
              width={1200}
              height={800}
              thumbnailStyle={{ height: 'auto' }}
            />
          </div>
        </PageSection>
      )}
    </>
  );
}

/** The page 'contact', as entry-server.tsx finds it. */
export const sitePages = { contact: { component: ContactPage, chatButton: true } } satisfies SitePageEntries;

declare module '../../page-registry' {
  interface RegisteredPages extends Registered<typeof sitePages> {}
}
