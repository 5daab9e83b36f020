import { Box, CssBaseline, GlobalStyles, LinearProgress } from '@mui/material';
// @mui/system's provider: @mui/material's also ships the CSS-variables provider (~3 KB gzip) the
// site's plain themes never use.
import { ThemeProvider } from '@mui/system';
import type { Theme } from '@mui/material/styles';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { themeNameForPath, type SiteThemeName } from './brand';
import { OfflineNotice } from './offline-notice';
import { PRINT_STYLES } from './print-styles';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface SiteLayoutProps {
  themes: Record<SiteThemeName, Theme>;
  /** True while a navigation waits for the next page: shows the loading bar. */
  navigating?: boolean;
  children: ReactNode;
}

/**
 * Keyboard focus ring (WCAG 2.4.7/2.4.13): a dark outline around a white gap, visible on light
 * and dark backgrounds alike. MUI buttons flag keyboard focus with .Mui-focusVisible.
 */
const FOCUS_RING = {
  outline: '3px solid #1a1a1a',
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #ffffff',
};

/** Moves focus to <main> (tabIndex -1) without putting '#main' in the address. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** The first focusable element of every page: hidden until focused, then shown top left. */
function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      onClick={skipToMain}
      data-testid="skip-link"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 1250,
        px: 2,
        py: 1.5,
        bgcolor: '#ffffff',
        color: 'primary.main',
        fontWeight: 700,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
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
          ':focus-visible:not(.MuiInputBase-input), .Mui-focusVisible': FOCUS_RING,
          // <main> takes focus from the skip link only; it is not a control and needs no ring.
          '#main:focus': { outline: 'none', boxShadow: 'none' },
          ...PRINT_STYLES,
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink />
        <SiteHeader />
        {navigating && (
          <LinearProgress
            aria-label="Loading page"
            sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1201 }}
          />
        )}
        <Box component="main" id="main" tabIndex={-1} sx={{ pt: 'var(--header-height)', flex: '1 0 auto' }}>
          <OfflineNotice />
          {children}
        </Box>
        <SiteFooter />
      </Box>
    </ThemeProvider>
  );
}
