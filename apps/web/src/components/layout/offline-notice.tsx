import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { isShowingSavedContent, subscribeNetworkStatus } from '../../lib/network-status';
import { OFFLINE_TEXT } from '../../lib/offline-cache-rules';

export { OFFLINE_TEXT };

/**
 * A quiet line under the header while the page shows saved content. The status region is always
 * in the page (so screen readers announce the words politely when they appear); it is empty online.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribeNetworkStatus, isShowingSavedContent, () => false);
  return (
    <Box role="status" aria-live="polite" data-testid="offline-notice">
      {offline && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            px: 2,
            py: 0.75,
            bgcolor: 'grey.100',
            color: 'text.primary',
            borderBottom: 1,
            borderColor: 'divider',
            fontSize: '0.875rem',
            '@media print': { display: 'none' },
          }}
        >
          <CloudOffOutlined fontSize="small" aria-hidden="true" />
          <Box
            component="span"
            sx={{ display: 'inline-block', '&::first-letter': { textTransform: 'uppercase' } }}
          >
            {OFFLINE_TEXT}
          </Box>
        </Box>
      )}
    </Box>
  );
}
