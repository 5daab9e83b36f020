import { MAP_LOCATION } from '@skp/shared';
import { formatPhone, phoneDigits } from '../../ui/formatters';

const coordinates = `${MAP_LOCATION.latitude},${MAP_LOCATION.longitude}`;

/** docs/requirements.md#limits: the embedded map at latitude 24.4778, longitude 86.6877, zoom 18. */
export const MAP_EMBED_URL = `https://maps.google.com/maps?q=${coordinates}&z=${MAP_LOCATION.zoom}&output=embed`;
/** The same place in the visitor's maps app or site. */
export const MAP_OPEN_URL = `https://www.google.com/maps/search/?api=1&query=${coordinates}`;

/** A phone number as shown (a leading '+' added when missing) and as a tel: link. */
export function phoneLink(phone: string): { text: string; href: string } {
  return { text: formatPhone(phone), href: `tel:+${phoneDigits(phone)}` };
}
