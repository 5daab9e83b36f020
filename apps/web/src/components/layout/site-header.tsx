import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import { BRANDS, themeNameForPath } from './brand';
import { NAV_LINKS } from './nav-links';

export const HEADER_Z_INDEX = 1200;

// The drawer (MUI Drawer, Modal, List) is its own chunk, downloaded when the menu is first opened.
const SiteDrawer = lazy(() => import('./site-drawer').then((module) => ({ default: module.SiteDrawer })));

/** Fixed header: logo, title and taglines of the current theme, five links; a drawer below md. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const brand = BRANDS[themeNameForPath(pathname)];
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const headerRef = useRef<HTMLElement>(null);

  // The page content is offset by the header's real height (it changes with the taglines' wrapping).
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const apply = () =>
      document.documentElement.style.setProperty('--header-height', `${header.offsetHeight}px`);
    apply();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(apply);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <AppBar
        ref={headerRef}
        position="fixed"
        color="inherit"
        elevation={2}
        sx={{ zIndex: HEADER_Z_INDEX, borderTop: 4, borderColor: 'primary.main' }}
      >
        <Toolbar
          component="nav"
          aria-label="Main"
          sx={{
            gap: { xs: 1, md: 2 },
            minHeight: { xs: 64, md: 84 },
            px: { xs: 1.5, md: 3 },
            // Header adjustments of SPEC §9: tighter spacing below 1370px and 1300px.
            '@media (max-width: 1369.95px)': { gap: 1.5, px: 2 },
          }}
        >
          <Box
            component={RouterLink}
            to={brand.homePath}
            aria-label={`${brand.title} home`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 1, md: 1.5 },
              color: 'inherit',
              textDecoration: 'none',
              minWidth: 0,
              flex: '1 1 auto',
            }}
          >
            <Box
              component="img"
              src={brand.logo}
              alt={brand.logoAlt}
              width={56}
              height={56}
              sx={{ width: { xs: 44, md: 56 }, height: { xs: 44, md: 56 }, flexShrink: 0 }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="p"
                data-testid="site-title"
                sx={{
                  fontWeight: 800,
                  color: 'primary.main',
                  lineHeight: 1.1,
                  fontSize: { xs: '1rem', sm: '1.25rem', md: '1.5rem' },
                  letterSpacing: 0.5,
                  '@media (min-width: 900px) and (max-width: 1369.95px)': { fontSize: '1.3rem' },
                }}
              >
                {brand.title}
              </Typography>
              <Typography
                component="p"
                data-testid="site-tagline"
                sx={{
                  fontWeight: 600,
                  color: 'secondary.dark',
                  fontSize: { xs: '0.62rem', sm: '0.75rem' },
                  lineHeight: 1.3,
                }}
              >
                {brand.tagline}
              </Typography>
              {brand.subTagline && (
                <Typography
                  component="p"
                  data-testid="site-subtagline"
                  sx={{
                    color: 'text.secondary',
                    fontSize: '0.7rem',
                    lineHeight: 1.3,
                    display: { xs: 'none', sm: 'block' },
                    '@media (min-width: 900px) and (max-width: 1299.95px)': { maxWidth: 330 },
                  }}
                >
                  {brand.subTagline}
                </Typography>
              )}
            </Box>
          </Box>

          <Box
            component="ul"
            sx={{
              display: { xs: 'none', md: 'flex' },
              listStyle: 'none',
              m: 0,
              p: 0,
              gap: 3,
              flexShrink: 0,
              '@media (max-width: 1369.95px)': { gap: 2 },
              '@media (max-width: 1299.95px)': { gap: 1.25 },
            }}
          >
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Box
                  component={NavLink}
                  to={link.to}
                  sx={{
                    color: 'text.primary',
                    fontWeight: 600,
                    fontSize: '1rem',
                    textDecoration: 'none',
                    textUnderlineOffset: '6px',
                    textDecorationThickness: '3px',
                    px: 0.5,
                    py: 1,
                    '&:hover': { color: 'primary.main' },
                    '&.active': {
                      color: 'primary.main',
                      textDecoration: 'underline',
                      textDecorationColor: 'currentColor',
                    },
                    '@media (max-width: 1299.95px)': { fontSize: '0.92rem' },
                  }}
                >
                  {link.label}
                </Box>
              </li>
            ))}
          </Box>

          <IconButton
            aria-label="Open navigation menu"
            aria-controls="site-drawer"
            aria-expanded={drawerOpen}
            edge="end"
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, color: 'primary.main' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </AppBar>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <SiteDrawer open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
      )}
    </>
  );
}
