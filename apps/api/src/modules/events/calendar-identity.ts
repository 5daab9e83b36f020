import { isIP } from 'node:net';
import { calendarIdentitySchema } from '@skp/shared';
import { SETTING_KEYS, type SettingsService } from '../settings/settings.service';

/** Whether a host name is a public name of the site: not localhost, a *.localhost name or an IP address. */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host.includes('.') && !isIP(host) && host !== 'localhost' && !host.endsWith('.localhost');
}

/**
 * The domain every event's iCalendar UID ends in (event-<id>@<domain>). Set once: the host of the
 * first public address (PUBLIC_URL) a calendar was served from is stored in site_settings
 * ('calendar'), and stays when the address changes later, so a subscribed calendar updates its
 * events instead of adding them a second time. Before the site has a public address (localhost or an
 * IP address while trying it out) the UIDs use that host, and nothing is stored.
 */
export function createCalendarIdentity(settings: SettingsService, publicUrl: string) {
  const host = new URL(publicUrl).hostname.toLowerCase();
  let stored: string | undefined;
  return {
    async uidDomain(): Promise<string> {
      if (stored) return stored;
      const known = await settings.get(SETTING_KEYS.calendar, calendarIdentitySchema);
      if (known) return (stored = known.uidDomain);
      if (!isPublicHost(host)) return host;
      const first = await settings.keepFirst(SETTING_KEYS.calendar, calendarIdentitySchema, {
        uidDomain: host,
      });
      return (stored = first.uidDomain);
    },
  };
}
