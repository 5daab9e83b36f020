import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Menu, useBasename, usePermissions, useSidebarState } from 'react-admin';
import { useWords } from './admin-text';
import { useIsSmall } from './list-parts';
import Collapse from '@mui/material/Collapse';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface MenuLink {
  label: string;
  /** Path under /admin, e.g. 'notices' or 'settings/contact'. */
  to: string;
  adminOnly?: boolean;
}

/** The menu as staff think of the site: by page, then the inbox, settings and accounts. */
export const MENU_GROUPS: { label: string; links: MenuLink[] }[] = [
  {
    label: 'Home page',
    links: [
      { label: 'Hero pictures', to: 'hero-images' },
      { label: 'Home page text', to: 'settings/content-home' },
      { label: 'Co-curricular activities', to: 'activities' },
      { label: 'Policies', to: 'policies' },
      { label: 'Mandatory disclosures', to: 'mandatory-disclosures' },
    ],
  },
  {
    label: 'CBSE disclosure',
    links: [{ label: 'Mandatory Public Disclosure', to: 'public-disclosure' }],
  },
  {
    label: 'About',
    links: [
      { label: 'About page text', to: 'settings/content-about' },
      { label: 'Leadership messages', to: 'leadership' },
      { label: 'Story & vision', to: 'milestones' },
      { label: 'Hall of Fame', to: 'alumni' },
      { label: 'Alumni pictures', to: 'alumni-cards' },
    ],
  },
  {
    label: 'Academics',
    links: [
      { label: 'Academics page text', to: 'settings/content-academics' },
      { label: 'Curriculum', to: 'curriculum' },
      { label: 'Faculty', to: 'faculty' },
    ],
  },
  {
    label: 'Admissions',
    links: [
      { label: 'Admissions page text', to: 'settings/content-admissions' },
      { label: 'Admission requirements', to: 'settings/admission' },
      { label: 'Fee structure', to: 'fees' },
    ],
  },
  { label: 'Baby Steps', links: [{ label: 'Baby Steps admission', to: 'settings/baby-steps-admission' }] },
  {
    label: 'Cricket Academy',
    links: [
      { label: 'Cricket programs', to: 'training-programs' },
      { label: 'Cricket coaches', to: 'coaches' },
      { label: 'Cricket Academy contact', to: 'settings/cricket-academy-contact' },
    ],
  },
  {
    label: 'Gallery',
    links: [
      { label: 'Gallery photos', to: 'gallery' },
      { label: 'Add photos', to: 'gallery/create' },
    ],
  },
  {
    label: 'Notices and events',
    links: [
      { label: 'Announcement banners', to: 'announcements' },
      { label: 'Notices', to: 'notices' },
      { label: 'Events', to: 'events' },
      { label: 'Student life (Campus page)', to: 'student-life' },
      { label: 'Subscribers', to: 'subscribers' },
    ],
  },
  { label: 'Enquiries', links: [{ label: 'Enquiry inbox', to: 'enquiries' }] },
  {
    label: 'Transfer certificates',
    links: [
      { label: 'Transfer certificates', to: 'transfer-certificates' },
      { label: 'Import from a spreadsheet', to: 'transfer-certificates/import' },
      { label: 'TC look-ups', to: 'transfer-certificates/lookups' },
    ],
  },
  {
    label: 'Privacy',
    links: [
      { label: 'Requests', to: 'privacy/requests', adminOnly: true },
      { label: 'Incidents', to: 'privacy/incidents', adminOnly: true },
    ],
  },
  { label: 'Hindi edition', links: [{ label: 'Translations', to: 'translations' }] },
  {
    label: 'Settings',
    links: [
      { label: 'School identity', to: 'settings/school' },
      { label: 'Contact details', to: 'settings/contact' },
      { label: 'Contact page text', to: 'settings/content-contact' },
      { label: 'Privacy', to: 'settings/privacy', adminOnly: true },
    ],
  },
  {
    label: 'Accounts',
    links: [
      { label: 'Accounts', to: 'users', adminOnly: true },
      { label: 'Audit log', to: 'audit-log', adminOnly: true },
      { label: 'Change password', to: 'password' },
    ],
  },
];

function isCurrent(pathname: string, base: string, to: string) {
  const path = `${base}/${to}`;
  return pathname === path || pathname.startsWith(`${path}/`);
}

function Group({
  label,
  open,
  onToggle,
  children,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const [sidebarOpen] = useSidebarState();
  return (
    <>
      <ListItemButton onClick={onToggle} aria-expanded={open} sx={{ py: 1.25 }}>
        <ListItemText
          primary={label}
          slotProps={{ primary: { sx: { fontWeight: 600, whiteSpace: 'normal' } } }}
          sx={{ display: sidebarOpen ? 'block' : 'none' }}
        />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        {children}
      </Collapse>
    </>
  );
}

/**
 * The admin's menu in groups that open and close, so a phone shows a short list; labels wrap
 * instead of being cut off.
 */
export function AdminMenu() {
  const { permissions } = usePermissions();
  const base = useBasename();
  const { pathname } = useLocation();
  const isSmall = useIsSmall();
  const words = useWords();
  // A desktop has room for every group open; a phone opens only the group of the current page.
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      MENU_GROUPS.map((g) => [g.label, !isSmall || g.links.some((l) => isCurrent(pathname, base, l.to))]),
    ),
  );
  return (
    <Menu
      sx={{
        '& .RaMenuItemLink-root, & .MuiMenuItem-root': { whiteSpace: 'normal', minHeight: 44, pl: 3 },
      }}
    >
      <Menu.DashboardItem primaryText={words('Dashboard')} />
      {MENU_GROUPS.map((group) => {
        const links = group.links.filter((l) => !l.adminOnly || permissions === 'admin');
        if (links.length === 0) return null;
        return (
          <Group
            key={group.label}
            label={words(group.label)}
            open={Boolean(open[group.label])}
            onToggle={() => setOpen((state) => ({ ...state, [group.label]: !state[group.label] }))}
          >
            {links.map((link) => (
              <Menu.Item key={link.to} to={`${base}/${link.to}`} primaryText={words(link.label)} />
            ))}
          </Group>
        );
      })}
    </Menu>
  );
}
