import { Box, Container, Typography, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface PageSectionProps {
  /** The section's heading (an h2); it also names the region for assistive technology. */
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Anchor id, e.g. 'leadership'; the heading then gets `${id}-heading`. */
  id?: string;
  /** A tinted band to set the section apart from its neighbours. */
  tinted?: boolean;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  sx?: SxProps<Theme>;
}

/** One titled band of a page: a landmark region named by its h2, with centred content. */
export function PageSection({
  title,
  subtitle,
  children,
  id,
  tinted = false,
  maxWidth = 'lg',
  sx,
}: PageSectionProps) {
  const generatedId = useId();
  const headingId = id ? `${id}-heading` : generatedId;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={[
        {
          py: { xs: 6, md: 9 },
          bgcolor: tinted ? 'action.hover' : undefined,
          scrollMarginTop: 'var(--header-height, 96px)',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth={maxWidth}>
        <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
          <Typography
            id={headingId}
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
            <Typography component="p" color="text.secondary" sx={{ mt: 2, maxWidth: 760, mx: 'auto' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
