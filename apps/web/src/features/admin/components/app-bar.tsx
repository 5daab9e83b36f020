import { AppBar, TitlePortal } from 'react-admin';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

/** react-admin's bar with a 'View site' link: the public site in a new tab. */
export function AdminAppBar() {
  return (
    <AppBar>
      <TitlePortal />
      <Button
        color="inherit"
        href="/"
        target="_blank"
        rel="noopener"
        endIcon={<OpenInNewIcon />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        View site
      </Button>
    </AppBar>
  );
}
