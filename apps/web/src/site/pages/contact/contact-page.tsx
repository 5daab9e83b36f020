import type { ContactInfo, ContactPageData } from '@skp/shared';
import type { ReactNode } from 'react';
import { MAP_EMBED_URL, MAP_OPEN_URL, phoneLink } from './contact-text';
import { formatPhone } from '../../../lib/formatters';
import { useWhatsAppChatLink } from '../../layout/whatsapp-chat';
import { EnquiryFormIsland, QUICK_ENQUIRY_FORM } from '../../sections/enquiry-forms';
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

function socialLinksOf(contact: ContactInfo) {
  const social = contact.socialLinks;
  return [
    { label: 'Facebook', href: social.facebook, icon: icons.Facebook },
    { label: 'Instagram', href: social.instagram, icon: icons.Instagram },
    { label: 'YouTube', href: social.youtube, icon: icons.YouTube },
    { label: 'X (Twitter)', href: social.twitter, icon: icons.X },
  ].filter((link) => Boolean(link.href));
}

function ContactDetails({ contact }: { contact: ContactInfo }) {
  const phone = contact.phone ? phoneLink(contact.phone) : null;
  const chat = useWhatsAppChatLink(contact.whatsapp);
  const social = socialLinksOf(contact);
  return (
    <div className={styles.details} data-testid="contact-details">
      {contact.address && (
        <DetailRow icon={icons.LocationOn} label="Address">
          <address className={styles.preLine}>{contact.address}</address>
        </DetailRow>
      )}
      {phone && (
        <DetailRow icon={icons.Phone} label="Phone">
          <a href={phone.href}>{phone.text}</a>
        </DetailRow>
      )}
      {contact.email && (
        <DetailRow icon={icons.Email} label="Email">
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </DetailRow>
      )}
      {contact.officeHours && (
        <DetailRow icon={icons.Schedule} label="Office Hours">
          <p className={styles.preLine}>{contact.officeHours}</p>
        </DetailRow>
      )}
      {chat && (
        <DetailRow icon={icons.WhatsApp} label="WhatsApp">
          <a href={chat} target="_blank" rel="noopener noreferrer">
            {formatPhone(contact.whatsapp)}
          </a>
        </DetailRow>
      )}
      {social.length > 0 && (
        <nav aria-label="Social links">
          <h3 className={`${styles.detailLabel} ${styles.followUs}`}>Follow Us</h3>
          <div className={styles.social}>
            {social.map((link) => (
              <a
                key={link.label}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.label}
                data-icon-link=""
                className={styles.socialLink}
              >
                <Icon shape={link.icon} />
              </a>
            ))}
          </div>
        </nav>
      )}
    </div>
  );
}

const ROADMAP_ALT = 'Road map to S.K.P. Vidya Vihar, Deoghar';

/** The Contact page (SPEC §2): hero, details, social links, map, road map, Quick Enquiry. */
export function ContactPage({ data }: { data: ContactPageData }) {
  const contact = data.contact.ok ? data.contact.data : null;
  return (
    <>
      <Hero images={data.hero} label="Contact pictures" minHeight={{ xs: 320, md: 420 }}>
        <PageHeroText
          title="Contact Us"
          lead="We would love to hear from you. Call, write or visit us in Deoghar."
        />
      </Hero>

      <PageSection id="get-in-touch" title="Get in Touch">
        <div className={styles.touch}>
          <div className={card.card}>
            <div className={styles.cardBody}>
              <SectionStates
                result={data.contact}
                isEmpty={(value) => value === null}
                errorText="Failed to load contact information"
                emptyText="Contact details are not available at the moment."
              >
                {(value) => <ContactDetails contact={value!} />}
              </SectionStates>
            </div>
          </div>
          <div className={card.card}>
            <div className={styles.cardBody}>
              <section aria-labelledby="quick-enquiry-heading" data-testid="quick-enquiry-slot">
                <h3 id="quick-enquiry-heading" className={styles.enquiryHeading}>
                  Quick Enquiry
                </h3>
                <EnquiryFormIsland form={QUICK_ENQUIRY_FORM} state={data.enquiry} />
              </section>
            </div>
          </div>
        </div>
      </PageSection>

      <PageSection id="map" title="Find Us" tint="grey">
        <div className={styles.map}>
          <iframe
            title="Map showing the location of S.K.P. Vidya Vihar, Deoghar"
            src={MAP_EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width="100%"
            height="100%"
            className={styles.mapFrame}
            allowFullScreen
          />
        </div>
        <div className={styles.openInMaps}>
          <ButtonLink
            href={MAP_OPEN_URL}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={icons.Map}
          >
            Open in Maps
          </ButtonLink>
        </div>
      </PageSection>

      {contact?.roadmapImageUrl && (
        <PageSection
          id="roadmap"
          title="School Roadmap"
          subtitle="How to reach our campus from Deoghar town."
        >
          <div className={styles.roadmap} data-testid="roadmap">
            <ImageViewer
              src={contact.roadmapImageUrl}
              alt={ROADMAP_ALT}
              media={contact.roadmapMedia}
              label="View the school road map larger"
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
