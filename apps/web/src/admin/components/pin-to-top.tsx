import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNotify, useRecordContext } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import { adminFetch } from '../api/admin-http';
import { useWords } from './admin-text';

/**
 * Puts the notice first on Home. A new notice only needs Order 0 (the newest of an Order comes
 * first); a saved one is pinned on the server at once (Order 0, the others one place down).
 */
export function PinToTopButton() {
  const record = useRecordContext();
  const form = useFormContext();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const t = useWords();

  async function pin() {
    if (!record?.id) {
      form.setValue('order', 0, { shouldDirty: true });
      return;
    }
    setBusy(true);
    try {
      await adminFetch(`/admin/notices/${record.id}/pin`, { method: 'POST' });
      form.resetField('order', { defaultValue: 0 });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'notice-placement'] });
      notify('Pinned to the top of Home', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<VerticalAlignTopIcon />}
      onClick={pin}
      disabled={busy}
      sx={{ display: 'flex', mt: 1 }}
    >
      {t('Pin to the top of Home')}
    </Button>
  );
}
