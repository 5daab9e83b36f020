import { Box, Container, Typography, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface PageSectionProps {
  /** The section's heading (an h2); it also names the region for assistive technology. */
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Anchor id, e.g. 'leadership'. */
  id?: string;
  /** A tinted band instead of the page background. */
  tinted?: boolean;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  sx?: SxProps<Theme>;
}

/** A titled band of a page: a labelled region with an h2 and centred content. */
export function PageSection({
  title,
  subtitle,
  children,
  id,
  tinted = false,
  maxWidth = 'lg',
  sx,
}: PageSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={[
        { py: { xs: 5, md: 8 }, bgcolor: tinted ? 'action.hover' : undefined, scrollMarginTop: 96 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth={maxWidth}>
        <Typography
          id={headingId}
          variant="h4"
          component="h2"
          color="primary"
          sx={{ fontWeight: 700, textAlign: 'center', fontSize: { xs: '1.75rem', md: '2.25rem' } }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography
            color="text.secondary"
            sx={{ textAlign: 'center', mt: 1, mx: 'auto', maxWidth: 720 }}
            component="p"
          >
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: { xs: 3, md: 5 } }}>{children}</Box>
      </Container>
    </Box>
  );
}
