import type { ContactInfo, SectionResult, SiteFrameData } from '@skp/shared';
import type { ReactNode } from 'react';
import { BRANDS, themeNameForPath } from '../../components/layout/brand';
import { phoneDigits } from '../../lib/formatters';
import { Icon } from '../ui/icon';
import { SiteFooter } from './site-footer';
import { SiteDrawer, SiteHeader } from './site-header';
import styles from './site-frame.module.css';
import * as icons from '../ui/icon-paths';

export interface SiteFrameProps {
  frame: SiteFrameData;
  /** The floating WhatsApp chat button (Home, About, Contact). */
  chatButton?: boolean;
  children: ReactNode;
}

export function whatsAppLink(number: string | null | undefined): string | null {
  const digits = phoneDigits(number);
  return digits ? `https://wa.me/${digits}` : null;
}

/** The floating chat button: a plain link to a WhatsApp chat with the school. */
function ChatButton({ contact }: { contact: SectionResult<ContactInfo> }) {
  const href = contact.ok ? whatsAppLink(contact.data.whatsapp || contact.data.phone) : null;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-icon-link=""
      className={styles.chat}
    >
      <Icon shape={icons.WhatsApp} size="2.1875rem" />
    </a>
  );
}

/** The public page frame: skip link, fixed header of the page's theme, <main>, footer. */
export function SiteFrame({ frame, chatButton = false, children }: SiteFrameProps) {
  const brand = BRANDS[themeNameForPath(frame.path)];
  return (
    <>
      <div className={styles.page} data-page>
        <a href="#main" className={styles.skipLink} data-testid="skip-link" data-print="hide">
          Skip to main content
        </a>
        <SiteHeader brand={brand} path={frame.path} />
        <main id="main" tabIndex={-1} className={styles.main}>
          <div role="status" aria-live="polite" data-testid="offline-notice" />
          {children}
          {chatButton && <ChatButton contact={frame.contact} />}
        </main>
        <SiteFooter brand={brand} contact={frame.contact} />
      </div>
      <SiteDrawer path={frame.path} />
    </>
  );
}
