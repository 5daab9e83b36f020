import { Route } from 'react-router';
import {
  Admin,
  CustomRoutes,
  Layout,
  Menu,
  Resource,
  defaultTheme,
  useBasename,
  usePermissions,
  type LayoutProps,
} from 'react-admin';
import ArticleIcon from '@mui/icons-material/Article';
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
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import KeyIcon from '@mui/icons-material/Key';
import InboxIcon from '@mui/icons-material/Inbox';
import { CONTENT_PAGES } from '@skp/shared';
import { authProvider } from './api/auth-provider';
import { dataProvider } from './api/data-provider';
import { Dashboard } from './components/dashboard';
import { LoginPage } from './components/login-page';
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
import { disclosures, policies } from './resources/documents';
import { gallery, heroImages } from './resources/media';
import { events, notices } from './resources/news';
import { alumni, alumniCards, coaches, faculty, leadership } from './resources/people';
import {
  AdmissionSettings,
  BabyStepsSettings,
  CONTENT_PAGE_LABELS,
  ContactSettings,
  CricketContactSettings,
  PageContentSettings,
} from './resources/settings';

const theme = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#7a1f2b' }, secondary: { main: '#1f4e79' } },
};

function AdminMenu() {
  const { permissions } = usePermissions();
  // Custom links need the /admin prefix; resource items add it themselves.
  const base = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItem name="enquiries" />
      <Menu.ResourceItem name="notices" />
      <Menu.ResourceItem name="events" />
      <Menu.ResourceItem name="gallery" />
      <Menu.ResourceItem name="hero-images" />
      <Menu.ResourceItem name="leadership" />
      <Menu.ResourceItem name="faculty" />
      <Menu.ResourceItem name="curriculum" />
      <Menu.ResourceItem name="fees" />
      <Menu.ResourceItem name="activities" />
      <Menu.ResourceItem name="policies" />
      <Menu.ResourceItem name="mandatory-disclosures" />
      <Menu.ResourceItem name="milestones" />
      <Menu.ResourceItem name="alumni" />
      <Menu.ResourceItem name="alumni-cards" />
      <Menu.ResourceItem name="student-life" />
      <Menu.ResourceItem name="training-programs" />
      <Menu.ResourceItem name="coaches" />
      <Menu.Item
        to={`${base}/settings/contact`}
        primaryText="Contact details"
        leftIcon={<ContactPhoneIcon />}
      />
      <Menu.Item
        to={`${base}/settings/admission`}
        primaryText="Admission requirements"
        leftIcon={<HowToRegIcon />}
      />
      <Menu.Item
        to={`${base}/settings/baby-steps-admission`}
        primaryText="Baby Steps admission"
        leftIcon={<ChildCareIcon />}
      />
      <Menu.Item
        to={`${base}/settings/cricket-academy-contact`}
        primaryText="Cricket Academy contact"
        leftIcon={<SportsCricketIcon />}
      />
      {CONTENT_PAGES.map((page) => (
        <Menu.Item
          key={page}
          to={`${base}/settings/content-${page}`}
          primaryText={`${CONTENT_PAGE_LABELS[page]} text`}
          leftIcon={<TextSnippetIcon />}
        />
      ))}
      {permissions === 'admin' ? <Menu.ResourceItem name="users" /> : null}
      {permissions === 'admin' ? (
        <Menu.Item to={`${base}/audit-log`} primaryText="Audit log" leftIcon={<FactCheckIcon />} />
      ) : null}
      <Menu.Item to={`${base}/password`} primaryText="Change password" leftIcon={<KeyIcon />} />
    </Menu>
  );
}

function AdminLayout(props: LayoutProps) {
  return <Layout {...props} menu={AdminMenu} />;
}

/** The content admin: react-admin on the site's MUI, mounted at /admin/* (lazy: the public site never loads it). */
export function AdminApp() {
  return (
    <Admin
      basename="/admin"
      title="S.K.P. Vidya Vihar admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {(permissions: string) => (
        <>
          <Resource name="enquiries" options={{ label: 'Enquiry inbox' }} {...enquiries} icon={InboxIcon} />
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
            <Route path="/settings/contact" element={<ContactSettings />} />
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
            <Route path="/password" element={<PasswordPage />} />
            {permissions === 'admin' ? <Route path="/audit-log" element={<AuditLogList />} /> : null}
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
}
