import type { ContactInfo, SectionResult } from '@skp/shared';
import type { ReactNode } from 'react';
import type { Brand } from '../../components/layout/brand';
import { NAV_LINKS } from '../../components/layout/nav-links';
import { formatPhone, phoneDigits } from '../../lib/formatters';
import { Icon } from '../ui/icon';
import type { IconShape } from '../ui/icon-paths';
import { layout } from '../ui/layout';
import styles from './site-footer.module.css';
import * as icons from '../ui/icon-paths';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  ...NAV_LINKS,
  { label: 'Baby Steps', to: '/baby-steps' },
  { label: 'Cricket Academy', to: '/cricket-academy' },
];

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
  brand,
  contact: result,
}: {
  brand: Brand;
  contact: SectionResult<ContactInfo>;
}) {
  const contact = result.ok ? result.data : undefined;
  const social = contact?.socialLinks;
  const socialLinks = (
    [
      { label: 'Facebook', href: social?.facebook, icon: icons.Facebook },
      { label: 'Instagram', href: social?.instagram, icon: icons.Instagram },
      { label: 'YouTube', href: social?.youtube, icon: icons.YouTube },
      { label: 'X (Twitter)', href: social?.twitter, icon: icons.X },
    ] as const
  ).filter((link) => Boolean(link.href));
  const year = new Date().getFullYear();

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
            <h2 className={styles.heading}>Quick Links</h2>
            <ul className={styles.quickLinks}>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <a href={link.to}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>Follow Us</h2>
            {socialLinks.length > 0 ? (
              <div className={styles.social}>
                {socialLinks.map((link) => (
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
            ) : (
              <p className={styles.note}>S.K.P. Vidya Vihar, Deoghar, Jharkhand</p>
            )}
          </div>
        </div>
        <p className={styles.copyright}>
          © {year} S.K.P. Vidya Vihar, Deoghar. Under the aegis of SKP Charitable Trust.
        </p>
      </div>
    </footer>
  );
}
