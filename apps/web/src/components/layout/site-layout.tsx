import { Box, CssBaseline, GlobalStyles, LinearProgress } from '@mui/material';
// @mui/system's provider: @mui/material's also ships the CSS-variables provider (~3 KB gzip) the
// site's plain themes never use.
import { ThemeProvider } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { themeNameForPath, type SiteThemeName } from './brand';
import { OfflineNotice } from './offline-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface SiteLayoutProps {
  themes: Record<SiteThemeName, Theme>;
  /** True while a navigation waits for the next page: shows the loading bar. */
  navigating?: boolean;
  children: ReactNode;
}

/** The public page frame: theme by path, fixed header (content offset by its height), footer. */
export function SiteLayout({ themes, navigating = false, children }: SiteLayoutProps) {
  const { pathname } = useLocation();

  return (
    <ThemeProvider theme={themes[themeNameForPath(pathname)]}>
      <CssBaseline />
      <GlobalStyles
        styles={{
          ':root': { '--header-height': '88px' },
          html: { scrollPaddingTop: 'var(--header-height)' },
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SiteHeader />
        {navigating && (
          <LinearProgress
            aria-label="Loading page"
            sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1201 }}
          />
        )}
        <Box component="main" id="main" sx={{ pt: 'var(--header-height)', flex: '1 0 auto' }}>
          <OfflineNotice />
          {children}
        </Box>
        <SiteFooter />
      </Box>
    </ThemeProvider>
  );
}
