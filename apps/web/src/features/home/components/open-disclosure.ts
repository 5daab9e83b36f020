import type { MandatoryDisclosure } from '@skp/shared';

export type DisclosureAction = 'view' | 'download';

/** Opens a disclosure's document in a new tab; without an id it only logs (SPEC §5, §8). */
export function openDisclosure(
  disclosure: Pick<MandatoryDisclosure, '_id' | 'viewUrl' | 'downloadUrl'>,
  action: DisclosureAction,
  open: (url: string) => void = (url) => window.open(url, '_blank', 'noopener'),
): boolean {
  if (!disclosure._id) {
    console.error('No disclosure id provided');
    return false;
  }
  const url =
    (action === 'view' ? disclosure.viewUrl : disclosure.downloadUrl) ??
    `/api/mandatory-disclosures/${encodeURIComponent(disclosure._id)}/${action}`;
  try {
    open(url);
    return true;
  } catch (error) {
    console.error(
      action === 'view' ? 'Error viewing mandatory disclosure' : 'Error downloading mandatory disclosure',
      error,
    );
    return false;
  }
}
