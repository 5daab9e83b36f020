/**
 * The print stylesheet (issue 10 item 4): notices, events and fees print as plain black text on
 * white at full width. Hidden: the fixed header, drawer, splash, skip link, carousels' pictures
 * and controls, floating buttons, maps and anything marked data-print="hide". Pages keep their
 * titles (the hero's text stays) and external links get their address after them.
 */
export const PRINT_STYLES = {
  '@media print': {
    '@page': { margin: '15mm' },
    '*, *::before, *::after': {
      color: '#000 !important',
      background: 'transparent !important',
      boxShadow: 'none !important',
      textShadow: 'none !important',
      animation: 'none !important',
      transition: 'none !important',
    },
    [[
      '.MuiAppBar-root',
      '.MuiDrawer-root',
      '.MuiLinearProgress-root',
      '.MuiFab-root',
      '[data-testid="splash-screen"]',
      'a[href="#main"]',
      '[aria-roledescription="carousel"]:not([data-print="hero"])',
      '[aria-roledescription="carousel"] button',
      'iframe',
      'video',
      '[data-print="hide"]',
    ].join(', ')]: { display: 'none !important' },
    // The hero keeps its title and text, without the picture space.
    '[data-print="hero"]': { minHeight: '0 !important', display: 'block !important' },
    '[data-print="hero"] > *': { paddingTop: '0 !important', paddingBottom: '0 !important' },
    '#main': { paddingTop: '0 !important' },
    '.MuiContainer-root': {
      maxWidth: 'none !important',
      paddingLeft: '0 !important',
      paddingRight: '0 !important',
    },
    'section, footer': { paddingTop: '12pt !important', paddingBottom: '12pt !important' },
    '.MuiCard-root, .MuiPaper-root': { border: '1px solid #999 !important', transform: 'none !important' },
    '.MuiCard-root, tr, li, dl': { breakInside: 'avoid' },
    'h1, h2, h3': { breakAfter: 'avoid' },
    '.MuiTableContainer-root': { overflow: 'visible !important' },
    table: { minWidth: '0 !important', width: '100%' },
    'th, td': { border: '1px solid #999 !important' },
    img: { maxWidth: '100% !important' },
    'a[href^="http"]:not(.MuiIconButton-root)::after': {
      content: '" (" attr(href) ")"',
      fontSize: '0.85em',
      fontWeight: 400,
      overflowWrap: 'anywhere',
    },
  },
} as const;
