import Box from '@mui/material/Box';

/**
 * A header button's words, shown from 600 px up; on a phone its icon alone, so the buttons and the
 * screen's title fit the bar (its aria-label keeps the button's name).
 */
export function BarButtonText({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
      {children}
    </Box>
  );
}

/** A header button on a phone (below 600 px, as `BarButtonText`): its icons alone, without the margins beside words. */
export const barButtonSx = {
  whiteSpace: 'nowrap',
  '@media (max-width: 599.95px)': {
    minWidth: 0,
    '& .MuiButton-startIcon, & .MuiButton-endIcon': { mx: 0 },
  },
} as const;
