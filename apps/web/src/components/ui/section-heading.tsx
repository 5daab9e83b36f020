import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
  align?: 'center' | 'left';
}

/** A section's h2 with a short accent bar and an optional subtitle. */
export function SectionHeading({ id, title, subtitle, align = 'center' }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: align, mb: { xs: 3, md: 5 } }}>
      <Typography
        id={id}
        variant="h4"
        component="h2"
        sx={{ fontWeight: 700, color: 'primary.main', fontSize: { xs: '1.7rem', md: '2.2rem' } }}
      >
        {title}
      </Typography>
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 4,
          borderRadius: 2,
          bgcolor: 'secondary.main',
          mt: 1.5,
          mx: align === 'center' ? 'auto' : 0,
        }}
      />
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 760, mx: align === 'center' ? 'auto' : 0 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
