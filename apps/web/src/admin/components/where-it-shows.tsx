import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { DISCLOSURE_SECTIONS, GALLERY_CATEGORIES, type NoticePlacement } from '@skp/shared';
import { adminFetch } from '../api/admin-http';
import { formatDate, ordinal, schoolDateOf, schoolToday } from './format';
import { PinToTopButton } from './pin-to-top';
import { useWords, type Words } from './admin-text';

/** Where each kind of item appears on the public site: page name and path. */
const PAGES: Record<string, { where: string; path: string }> = {
  activities: { where: 'Home page, Co-Curricular Activities', path: '/' },
  policies: { where: 'Home page, Policies & Guidelines', path: '/' },
  'mandatory-disclosures': { where: 'Home page, Mandatory Disclosures', path: '/' },
  leadership: { where: 'About page, Leadership Messages', path: '/about' },
  milestones: { where: 'About page, Our Story & Vision', path: '/about' },
  alumni: { where: 'About page, Hall of Fame', path: '/about' },
  'alumni-cards': { where: 'About page, alumni pictures', path: '/about' },
  faculty: { where: 'Academics page, Faculty Directory', path: '/academics' },
  curriculum: { where: 'Academics page, Curriculum Breakdown', path: '/academics' },
  fees: { where: 'Admissions page, fee structure', path: '/admissions' },
  'student-life': { where: 'Campus page, Student Life', path: '/campus' },
  'training-programs': { where: 'Cricket Academy page, training programs', path: '/cricket-academy' },
  coaches: { where: 'Cricket Academy page, coaches', path: '/cricket-academy' },
};

/** Singletons (resource 'settings'), by id. */
export const SETTING_PAGES: Record<string, { where: string; path: string }> = {
  school: { where: 'Every page: the header, titles, colours, share pictures, feeds and e-mails', path: '/' },
  contact: { where: 'Contact page, the footer and the chat button', path: '/contact' },
  privacy: { where: 'Privacy notice page (linked from every enquiry form and the footer)', path: '/privacy' },
  admission: { where: 'Admissions page, requirements', path: '/admissions' },
  'baby-steps-admission': { where: 'Baby Steps page, admission', path: '/baby-steps' },
  'cricket-academy-contact': { where: 'Cricket Academy page, contact', path: '/cricket-academy' },
  'content-home': { where: 'Home page', path: '/' },
  'content-about': { where: 'About page', path: '/about' },
  'content-academics': { where: 'Academics page', path: '/academics' },
  'content-admissions': { where: 'Admissions page', path: '/admissions' },
  'content-contact': { where: 'Contact page', path: '/contact' },
  ...Object.fromEntries(
    DISCLOSURE_SECTIONS.map((section) => [
      `public-disclosure-${section}`,
      { where: 'Mandatory Public Disclosure page', path: '/mandatory-public-disclosure' },
    ]),
  ),
};

const HERO_PAGES: Record<string, string> = {
  home: '/',
  about: '/about',
  academics: '/academics',
  admissions: '/admissions',
  contact: '/contact',
  campus: '/campus',
  'baby-steps': '/baby-steps',
  'cricket-academy': '/cricket-academy',
};

function SeeIt({ path }: { path: string }) {
  const t = useWords();
  return (
    <Link href={path} target="_blank" rel="noopener" sx={{ ml: 0.5, fontWeight: 500 }}>
      {t('See it on the site')}
    </Link>
  );
}

function Where({
  severity = 'info',
  children,
  path,
  action,
}: {
  severity?: 'info' | 'success' | 'warning';
  children: ReactNode;
  path?: string;
  action?: ReactNode;
}) {
  return (
    <Alert severity={severity} sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }} role="status">
      <span data-testid="where-it-shows">{children}</span>
      {path ? <SeeIt path={path} /> : null}
      {action}
    </Alert>
  );
}

/** Why a dated, publishable item is not on the site now, or null when it is live. */
function publicationGap(values: Record<string, unknown>, t: Words) {
  if (values.publication === 'draft') return t('it is a draft (choose Published to show it)');
  if (values.publishAt && new Date(String(values.publishAt)).getTime() > Date.now())
    return t('it is scheduled for %{date}', { date: formatDate(values.publishAt, true) });
  if (values.expireAt && new Date(String(values.expireAt)).getTime() <= Date.now())
    return t('it expired on %{date}', { date: formatDate(values.expireAt, true) });
  return null;
}

function NoticeWhere() {
  const record = useRecordContext();
  const values = useWatch() as RaRecord;
  const order =
    Number.isInteger(Number(values.order)) && Number(values.order) >= 0 ? Number(values.order) : 0;
  const id = record?.id ? String(record.id) : undefined;
  const t = useWords();
  const { data, error } = useQuery({
    queryKey: ['admin', 'notice-placement', order, id],
    queryFn: ({ signal }) =>
      adminFetch<NoticePlacement>(
        `/admin/notices/placement?order=${order}${id ? `&id=${encodeURIComponent(id)}` : ''}`,
        { signal },
      ),
  });
  const gap = publicationGap(values, t);
  if (gap) return <Where severity="warning">{t('Not on the site: %{reason}.', { reason: gap })}</Where>;
  if (error)
    return (
      <Where severity="warning">
        {t('Could not work out where it will stand: %{problem}', { problem: error.message })}
      </Where>
    );
  if (!data) return <Where>{t('Working out where this notice will stand…')}</Where>;
  const place = ordinal(data.position);
  const pin = data.position > 1 ? <PinToTopButton /> : undefined;
  if (data.position <= data.homeCount)
    return (
      <Where severity="success" path="/" action={pin}>
        {t('%{place} on Home.', { place, n: data.position })}
      </Where>
    );
  return (
    <Where severity="warning" action={pin}>
      {t('Not on Home: %{place}; Home shows %{count}. Lower Order numbers come first.', {
        place,
        n: data.position,
        count: data.homeCount,
      })}
    </Where>
  );
}

function EventWhere() {
  const values = useWatch() as RaRecord;
  const t = useWords();
  const gap = publicationGap(values, t);
  const lastDay = schoolDateOf(values.endDate || values.date);
  const past = lastDay !== '' && lastDay < schoolToday();
  const closed = values.status === 'completed' || values.status === 'cancelled';
  return (
    <>
      {past && values.status === 'upcoming' ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="past-event-warning">
          {t(
            "This event's date has passed, so it will not show under Upcoming Events. Check the date, or set the status to Completed.",
          )}
        </Alert>
      ) : null}
      {gap ? (
        <Where severity="warning">{t('Not on the site: %{reason}.', { reason: gap })}</Where>
      ) : past ? (
        <Where severity="warning">
          {t('Not on Home: the date has passed; Home lists upcoming events only.')}
        </Where>
      ) : closed ? (
        <Where severity="warning">
          {t('Not on Home: it is marked %{status}.', { status: t(String(values.status)) })}
        </Where>
      ) : (
        <Where path="/">{t('On Home under Upcoming Events while it is among the next 5.')}</Where>
      )}
    </>
  );
}

/** A line at the top of a form: where this item appears on the public site, with a link to see it. */
export function WhereItShows() {
  const resource = useResourceContext();
  const values = useWatch() as RaRecord;
  const t = useWords();
  if (resource === 'notices') return <NoticeWhere />;
  if (resource === 'events') return <EventWhere />;
  if (resource === 'hero-images') {
    if (values.isActive === false)
      return <Where severity="warning">{t('Not on the site: this slide is switched off (Active).')}</Where>;
    const path = HERO_PAGES[String(values.section)] ?? '/';
    return (
      <Where path={path}>
        {t('Shows in the picture slider at the top of %{page}.', { page: path === '/' ? t('Home') : path })}
      </Where>
    );
  }
  if (resource === 'gallery') {
    const category = GALLERY_CATEGORIES.find((c) => c.slug === values.category);
    if (!category) return null;
    return (
      <Where path={`/gallery/${category.slug}`}>
        {t(
          values.starred
            ? 'Shows in the %{category} gallery, and as its cover on Home.'
            : 'Shows in the %{category} gallery.',
          { category: t(category.name) },
        )}
      </Where>
    );
  }
  if (resource === 'announcements')
    return (
      <Where path="/">
        {t(
          'Shows as a banner at the top of every page from its start to its end; after Save the site shows the change at once.',
        )}
      </Where>
    );
  const page = resource ? PAGES[resource] : undefined;
  if (!page) return null;
  return <Where path={page.path}>{t('Shows on the %{where}.', { where: t(page.where) })}</Where>;
}

/** For a singleton form (contact details, page text, ...). */
export function SettingWhere({ id }: { id: string }) {
  const t = useWords();
  const page = SETTING_PAGES[id];
  if (!page) return null;
  return <Where path={page.path}>{t('Shows on the %{where}.', { where: t(page.where) })}</Where>;
}
