import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { NavLink } from 'react-router';
import { NAV_LINKS } from './nav-links';

export const DRAWER_WIDTH = 240;

export interface SiteDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The navigation drawer of narrow screens (below md); site-header.tsx loads it on first use. */
export function SiteDrawer({ open, onClose }: SiteDrawerProps) {
  return (
    <Drawer
      id="site-drawer"
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ display: { md: 'none' } }}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH }, 'aria-label': 'Site navigation' } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1.5 }}>
        <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>Menu</Typography>
        <IconButton aria-label="Close navigation menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Site">
        <List>
          {NAV_LINKS.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                onClick={onClose}
                sx={{
                  '&.active .MuiListItemText-primary': {
                    textDecoration: 'underline',
                    textUnderlineOffset: '5px',
                    color: 'primary.main',
                    fontWeight: 700,
                  },
                }}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
