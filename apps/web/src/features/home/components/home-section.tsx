import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';

/** A Home section landmark labelled by its heading. */
export function HomeSection({
  id,
  children,
  tinted = false,
}: {
  id: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-heading`}
      data-section={id}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'background.paper' : 'transparent' }}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
