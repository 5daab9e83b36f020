import type { MapLocation } from '@skp/shared';
import { formatPhone, phoneDigits } from '../../ui/formatters';

const coordinatesOf = (place: MapLocation) => `${place.latitude},${place.longitude}`;

/** docs/requirements.md#limits: the embedded map at the school's coordinates and zoom (Settings > Contact details). */
export function mapEmbedUrl(place: MapLocation): string {
  return `https://maps.google.com/maps?q=${coordinatesOf(place)}&z=${place.zoom}&output=embed`;
}

/** The same place in the visitor's maps app or site. */
export function mapOpenUrl(place: MapLocation): string {
  return `https://www.google.com/maps/search/?api=1&query=${coordinatesOf(place)}`;
}

/** A phone number as shown (a leading '+' added when missing) and as a tel: link. */
export function phoneLink(phone: string): { text: string; href: string } {
  return { text: formatPhone(phone), href: `tel:+${phoneDigits(phone)}` };
}
