import { SubscribersPage } from './resources/subscriptions';
import { Route } from 'react-router';
import { Admin, CustomRoutes, Layout, Resource, defaultTheme, type LayoutProps } from 'react-admin';
import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import EventIcon from '@mui/icons-material/Event';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import PeopleIcon from '@mui/icons-material/People';
import SchoolIcon from '@mui/icons-material/School';
import PolicyIcon from '@mui/icons-material/Policy';
import DescriptionIcon from '@mui/icons-material/Description';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import SportsCricketIcon from '@mui/icons-material/SportsCricket';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import InboxIcon from '@mui/icons-material/Inbox';
import VerifiedIcon from '@mui/icons-material/Verified';
import PaginationItem from '@mui/material/PaginationItem';
import type { PaginationRenderItemParams } from '@mui/material/Pagination';
import Tooltip from '@mui/material/Tooltip';
import { CONTENT_PAGES } from '@skp/shared';
import { authProvider } from './api/auth-provider';
import { dataProvider } from './api/data-provider';
import { Dashboard } from './components/dashboard';
import { AdminAppBar } from './components/app-bar';
import { AdminMenu } from './components/admin-menu';
import { adminI18nProvider } from './components/messages';
import { LoginPage } from './components/login-page';
import { schoolName } from './components/admin-text';
import { ResetPasswordPage } from './components/password-reset-pages';
import { AuditLogList, PasswordPage, users } from './resources/accounts';
import { enquiries } from './resources/enquiries';
import {
  activities,
  curriculum,
  fees,
  milestones,
  studentLife,
  trainingPrograms,
} from './resources/academics';
import { announcements } from './resources/announcements';
import { disclosures, policies } from './resources/documents';
import { gallery, heroImages } from './resources/media';
import { DISCLOSURE_SECTION_SCREENS, DisclosureDashboard } from './resources/public-disclosure';
import { events, notices } from './resources/news';
import { TranslationEditor, TranslationsView } from './resources/translations';
import { TcImport, TcLookups, transferCertificates } from './resources/transfer-certificates';
import {
  PrivacyIncidentView,
  PrivacyIncidents,
  PrivacyRequestView,
  PrivacyRequests,
} from './resources/privacy';
import { alumni, alumniCards, coaches, faculty, leadership } from './resources/people';
import {
  AdmissionSettings,
  BabyStepsSettings,
  ContactSettings,
  PrivacySettings,
  SchoolSettings,
  CricketContactSettings,
  PageContentSettings,
} from './resources/settings';

/** A list's page button; an arrow (icon only) has its name as a tooltip, as react-admin's icon buttons do. */
function pageArrowWithTooltip(item: PaginationRenderItemParams) {
  const name = (item as PaginationRenderItemParams & { 'aria-label'?: string })['aria-label'];
  const button = <PaginationItem {...item} />;
  return item.type !== 'page' &&
    item.type !== 'start-ellipsis' &&
    item.type !== 'end-ellipsis' &&
    name &&
    !item.disabled ? (
    <Tooltip title={name}>{button}</Tooltip>
  ) : (
    button
  );
}

/** A phone's screen: at most 599 px wide (MUI's xs). */
const PHONE = '@media (max-width: 599.95px)';

/** On a touch screen every button is at least 44 px each way, a fingertip's target. */
const TOUCH_TARGET = { '@media (pointer: coarse)': { minHeight: 44, minWidth: 44 } };

const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#7a1f2b' }, secondary: { main: '#1f4e79' } },
  components: {
    ...defaultTheme.components,
    MuiButton: {
      ...defaultTheme.components?.MuiButton,
      styleOverrides: { ...defaultTheme.components?.MuiButton?.styleOverrides, root: TOUCH_TARGET },
    },
    MuiIconButton: { styleOverrides: { root: TOUCH_TARGET } },
    MuiToggleButton: { styleOverrides: { root: TOUCH_TARGET } },
    // A list's page arrows show only an icon: their name shows as a tooltip too.
    MuiPagination: { defaultProps: { renderItem: pageArrowWithTooltip } },
    // On a phone a long choice (CBSE's 'Copies of societies/trust/company registration...') wraps
    // inside its field instead of widening the form past the screen.
    MuiSelect: { styleOverrides: { select: { [PHONE]: { whiteSpace: 'normal' } } } },
    // A long label wraps too: a floating label cut off by an ellipsis hides what the field is for.
    MuiInputLabel: {
      styleOverrides: {
        root: { [PHONE]: { whiteSpace: 'normal' } },
        shrink: { [PHONE]: { maxWidth: 'calc(133% - 32px)' } },
      },
    },
  },
};

function AdminLayout(props: LayoutProps) {
  // react-admin's layout is at least as wide as its content ('fit-content'): one long label or
  // choice made a whole form scroll sideways on a phone. On a phone the screen's width is the limit.
  return <Layout {...props} menu={AdminMenu} appBar={AdminAppBar} sx={{ [PHONE]: { minWidth: 0 } }} />;
}

/** The content admin: react-admin on the site's MUI, mounted at /admin/* (lazy: the public site never loads it). */
export function AdminApp() {
  return (
    <Admin
      basename="/admin"
      title={`${schoolName('en') || 'Website'} admin`}
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={theme}
      i18nProvider={adminI18nProvider}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </CustomRoutes>
      {(permissions: string) => (
        <>
          <Resource name="enquiries" options={{ label: 'Enquiry inbox' }} {...enquiries} icon={InboxIcon} />
          <Resource
            name="transfer-certificates"
            options={{ label: 'Transfer certificates' }}
            {...transferCertificates}
            icon={VerifiedIcon}
            recordRepresentation="tcNumber"
          />
          <Resource
            name="announcements"
            options={{ label: 'Announcement banners' }}
            {...announcements}
            icon={CampaignIcon}
            recordRepresentation="text"
          />
          <Resource name="notices" {...notices} icon={ArticleIcon} recordRepresentation="title" />
          <Resource name="events" {...events} icon={EventIcon} recordRepresentation="title" />
          <Resource name="gallery" options={{ label: 'Gallery' }} {...gallery} icon={PhotoLibraryIcon} />
          <Resource
            name="hero-images"
            options={{ label: 'Hero images' }}
            {...heroImages}
            icon={ViewCarouselIcon}
          />
          <Resource name="leadership" options={{ label: 'Leadership' }} {...leadership} icon={PeopleIcon} />
          <Resource name="faculty" options={{ label: 'Faculty' }} {...faculty} icon={SchoolIcon} />
          <Resource name="curriculum" options={{ label: 'Curriculum' }} {...curriculum} icon={SchoolIcon} />
          <Resource name="fees" options={{ label: 'Fee structure' }} {...fees} icon={CurrencyRupeeIcon} />
          <Resource
            name="activities"
            options={{ label: 'Activities' }}
            {...activities}
            icon={EmojiEventsIcon}
          />
          <Resource name="policies" options={{ label: 'Policies' }} {...policies} icon={PolicyIcon} />
          <Resource
            name="mandatory-disclosures"
            options={{ label: 'Mandatory disclosures' }}
            {...disclosures}
            icon={DescriptionIcon}
          />
          <Resource
            name="milestones"
            options={{ label: 'Story & vision' }}
            {...milestones}
            icon={HistoryEduIcon}
          />
          <Resource name="alumni" options={{ label: 'Hall of Fame' }} {...alumni} icon={EmojiEventsIcon} />
          <Resource
            name="alumni-cards"
            options={{ label: 'Alumni cards' }}
            {...alumniCards}
            icon={PeopleIcon}
          />
          <Resource
            name="student-life"
            options={{ label: 'Student life' }}
            {...studentLife}
            icon={EventIcon}
          />
          <Resource
            name="training-programs"
            options={{ label: 'Cricket programs' }}
            {...trainingPrograms}
            icon={SportsCricketIcon}
          />
          <Resource
            name="coaches"
            options={{ label: 'Cricket coaches' }}
            {...coaches}
            icon={SportsCricketIcon}
          />
          <Resource name="settings" />
          {permissions === 'admin' ? (
            <Resource name="users" options={{ label: 'Accounts' }} {...users} icon={ManageAccountsIcon} />
          ) : null}
          {permissions === 'admin' ? <Resource name="audit-log" /> : null}
          <CustomRoutes>
            <Route path="/settings/school" element={<SchoolSettings />} />
            <Route path="/settings/contact" element={<ContactSettings />} />
            <Route path="/settings/privacy" element={<PrivacySettings />} />
            <Route path="/settings/admission" element={<AdmissionSettings />} />
            <Route path="/settings/baby-steps-admission" element={<BabyStepsSettings />} />
            <Route path="/settings/cricket-academy-contact" element={<CricketContactSettings />} />
            {CONTENT_PAGES.map((page) => (
              <Route
                key={page}
                path={`/settings/content-${page}`}
                element={<PageContentSettings page={page} />}
              />
            ))}
            <Route path="/public-disclosure" element={<DisclosureDashboard />} />
            {Object.entries(DISCLOSURE_SECTION_SCREENS).map(([section, Screen]) => (
              <Route key={section} path={`/settings/public-disclosure-${section}`} element={<Screen />} />
            ))}
            <Route path="/transfer-certificates/import" element={<TcImport />} />
            <Route path="/transfer-certificates/lookups" element={<TcLookups />} />
            <Route path="/subscribers" element={<SubscribersPage />} />
            <Route path="/translations" element={<TranslationsView />} />
            <Route path="/translations/:entity/:id" element={<TranslationEditor />} />
            <Route path="/password" element={<PasswordPage />} />
            {permissions === 'admin' ? <Route path="/audit-log" element={<AuditLogList />} /> : null}
            {permissions === 'admin' ? (
              <Route path="/privacy/requests" element={<PrivacyRequests />} />
            ) : null}
            {permissions === 'admin' ? (
              <Route path="/privacy/requests/:id" element={<PrivacyRequestView />} />
            ) : null}
            {permissions === 'admin' ? (
              <Route path="/privacy/incidents" element={<PrivacyIncidents />} />
            ) : null}
            {permissions === 'admin' ? (
              <Route path="/privacy/incidents/:id" element={<PrivacyIncidentView />} />
            ) : null}
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
}
