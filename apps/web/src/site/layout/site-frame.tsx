import type { ContactInfo, SectionResult, SiteFrameData } from '@skp/shared';
import type { ReactNode } from 'react';
import { themeNameForPath } from './brand';
import { useI18n } from '../i18n/site-i18n';
import { Icon } from '../ui/icon';
import { AnnouncementBanners } from './announcement-banners';
import { SiteFooter } from './site-footer';
import { SiteDrawer, SiteHeader } from './site-header';
import styles from './site-frame.module.css';
import * as icons from '../ui/icon-paths';
import { ChatPageContext, useWhatsAppChatLink } from './whatsapp-chat';

export interface SiteFrameProps {
  frame: SiteFrameData;
  /** The floating WhatsApp chat button (Home, About, Contact). */
  chatButton?: boolean;
  children: ReactNode;
}

/** The floating chat button: a plain link to a WhatsApp chat with the school, naming this page. */
function ChatButton({ contact }: { contact: SectionResult<ContactInfo> }) {
  const { t } = useI18n();
  const href = useWhatsAppChatLink(contact.ok ? contact.data.whatsapp || contact.data.phone : null);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('footer.chat')}
      data-icon-link=""
      className={styles.chat}
    >
      <Icon shape={icons.WhatsApp} size="2.1875rem" />
    </a>
  );
}

/** The public page frame: skip link, fixed header of the page's theme, <main>, footer. */
export function SiteFrame({ frame, chatButton = false, children }: SiteFrameProps) {
  const { t } = useI18n();
  const theme = themeNameForPath(frame.path);
  return (
    <ChatPageContext.Provider value={frame.page}>
      <div className={styles.page} data-page>
        <a href="#main" className={styles.skipLink} data-testid="skip-link" data-print="hide">
          {t('nav.skipToMain')}
        </a>
        <SiteHeader theme={theme} path={frame.path} />
        <AnnouncementBanners announcements={frame.announcements} />
        <main id="main" tabIndex={-1} className={styles.main}>
          <div role="status" aria-live="polite" data-testid="offline-notice" />
          {children}
          {chatButton && <ChatButton contact={frame.contact} />}
        </main>
        <SiteFooter theme={theme} contact={frame.contact} />
      </div>
      <SiteDrawer path={frame.path} />
    </ChatPageContext.Provider>
  );
}
