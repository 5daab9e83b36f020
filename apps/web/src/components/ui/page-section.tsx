import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** Anchor id; the heading gets `${id}-heading`. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** A tinted band to set the section apart from its neighbours. */
  tinted?: boolean;
}

/** One titled section of a page: a landmark region named by its h2. */
export function PageSection({ id, title, subtitle, children, tinted = false }: PageSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      sx={{
        py: { xs: 6, md: 9 },
        bgcolor: tinted ? 'action.hover' : undefined,
        scrollMarginTop: 'var(--header-height)',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
          <Typography
            id={`${id}-heading`}
            variant="h4"
            component="h2"
            sx={{ fontWeight: 700, color: 'primary.main', fontSize: { xs: '1.7rem', md: '2.2rem' } }}
          >
            {title}
          </Typography>
          <Box
            aria-hidden
            sx={{ width: 72, height: 4, borderRadius: 2, bgcolor: 'secondary.main', mt: 1.5, mx: 'auto' }}
          />
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 760, mx: 'auto' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
