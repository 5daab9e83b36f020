import { createTheme, type Theme } from '@mui/material/styles';
import type { SiteThemeName } from '../components/layout/brand';

/** Layering of SPEC §9. */
export const Z_INDEX = { header: 1200, drawer: 1300, loader: 9999, splash: 10000 } as const;

/** Each main colour reaches 4.5:1 against white and the page background (WCAG 2.2 AA, themes.test.ts). */
const palettes: Record<SiteThemeName, { primary: string; secondary: string; background: string }> = {
  main: { primary: '#7a1f2b', secondary: '#8b6508', background: '#fffaf3' },
  nursery: { primary: '#7b1fa2', secondary: '#c43e00', background: '#fff8f0' },
  cricket: { primary: '#1b5e20', secondary: '#b71c1c', background: '#f5faf4' },
};

function buildTheme(name: SiteThemeName): Theme {
  const colours = palettes[name];
  return createTheme({
    palette: {
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: { default: colours.background, paper: '#ffffff' },
    },
    typography: {
      fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
    },
    zIndex: { appBar: Z_INDEX.header, drawer: Z_INDEX.drawer, modal: Z_INDEX.drawer },
    shape: { borderRadius: 10 },
    components: {
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    },
  });
}

/** The three MUI themes, built once. */
export const THEMES: Record<SiteThemeName, Theme> = {
  main: buildTheme('main'),
  nursery: buildTheme('nursery'),
  cricket: buildTheme('cricket'),
};
