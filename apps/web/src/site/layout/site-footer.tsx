import { isWingOff, schoolTexts, schoolToday, type ContactInfo, type SectionResult } from '@skp/shared';
import type { ReactNode } from 'react';
import type { SiteThemeName } from './brand';
import { NAV_LINKS } from './nav-links';
import { formatPhone, phoneDigits } from '../ui/formatters';
import { GetNoticesLink } from '../sections/get-notices-link';
import { useI18n } from '../i18n/site-i18n';
import { SocialIconLinks, socialLinksOf } from '../sections/social-links';
import { Icon } from '../ui/icon';
import type { IconShape } from '../ui/icon-paths';
import { layout } from '../ui/layout';
import styles from './site-footer.module.css';
import { useBrand } from './use-brand';
import * as icons from '../ui/icon-paths';

const QUICK_LINKS = [
  { key: 'nav.home', to: '/' },
  ...NAV_LINKS,
  { key: 'nav.babySteps', to: '/baby-steps' },
  { key: 'nav.cricketAcademy', to: '/cricket-academy' },
  { key: 'nav.mandatoryPublicDisclosure', to: '/mandatory-public-disclosure' },
  { key: 'nav.transferCertificates', to: '/transfer-certificates' },
  { key: 'nav.privacy', to: '/privacy' },
] as const;

function ContactLine({ icon, children }: { icon: IconShape; children: ReactNode }) {
  return (
    <div className={styles.line}>
      <span className={styles.lineIcon}>
        <Icon shape={icon} size="1.25rem" />
      </span>
      <div className={styles.lineText}>{children}</div>
    </div>
  );
}

/** Footer: the school's address, phone, e-mail and office hours, quick links, social links. */
export function SiteFooter({
  theme,
  contact: result,
}: {
  theme: SiteThemeName;
  contact: SectionResult<ContactInfo>;
}) {
  const { t, href, school, locale } = useI18n();
  const names = schoolTexts(school, locale);
  const brand = useBrand(theme);
  const quickLinks = QUICK_LINKS.filter((link) => !isWingOff(school, link.to));
  const contact = result.ok ? result.data : undefined;
  const socialLinks = socialLinksOf(contact?.socialLinks);
  const year = schoolToday().slice(0, 4);

  return (
    <footer className={styles.footer}>
      <div className={layout.container}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <h2 className={styles.brandTitle}>{brand.title}</h2>
            <p className={styles.tagline}>{brand.tagline}</p>
            {contact && (
              <div className={styles.contact} data-testid="footer-contact">
                {contact.address && (
                  <ContactLine icon={icons.LocationOn}>
                    <address>{contact.address}</address>
                  </ContactLine>
                )}
                {contact.phone && (
                  <ContactLine icon={icons.Phone}>
                    <a href={`tel:+${phoneDigits(contact.phone)}`}>{formatPhone(contact.phone)}</a>
                  </ContactLine>
                )}
                {contact.email && (
                  <ContactLine icon={icons.Email}>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </ContactLine>
                )}
                {contact.officeHours && (
                  <ContactLine icon={icons.Schedule}>{contact.officeHours}</ContactLine>
                )}
              </div>
            )}
          </div>
          <div>
            <h2 className={styles.heading}>{t('footer.quickLinks')}</h2>
            <ul className={styles.quickLinks}>
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <a href={href(link.to)}>{t(link.key)}</a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t('footer.followUs')}</h2>
            <p>
              <GetNoticesLink className={styles.getNotices} />
            </p>
            {socialLinks.length > 0 ? (
              <SocialIconLinks
                links={socialLinks}
                className={styles.social}
                linkClassName={styles.socialLink}
              />
            ) : (
              <p className={styles.note}>{`${names.school}, ${names.locality}`}</p>
            )}
          </div>
        </div>
        <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
