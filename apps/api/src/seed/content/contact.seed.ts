import { contactInfoInputSchema } from '@skp/shared';
import { siteSettings } from '../../db/schema/index';
import { SETTING_KEYS } from '../../modules/settings/settings.service';
import type { Seeder } from '../seed-context';

/** The school's contact details: sample phone, WhatsApp and mailbox values that an admin replaces. */
export const contactSeeder: Seeder = {
  name: 'contact',
  async run({ db, image }) {
    const roadmap = await image('map', 800, 'contact', { width: 1200, height: 800 });
    const value = contactInfoInputSchema.parse({
      address: 'S.K.P. Vidya Vihar, Jasidih Road, Castair Town, Deoghar, Jharkhand 814112, India',
      phone: '+91 98765 43210',
      email: 'info@skpvidyavihar.example',
      officeHours: 'Monday to Saturday, 8:00 AM - 2:00 PM (closed on Sundays and school holidays)',
      whatsapp: '+91 98765 43210',
      socialLinks: {
        facebook: 'https://www.facebook.com/skpvidyavihar.example',
        instagram: 'https://www.instagram.com/skpvidyavihar.example',
        youtube: 'https://www.youtube.com/@skpvidyavihar.example',
        twitter: '',
      },
      roadmapImageUrl: roadmap.url,
    });
    await db.insert(siteSettings).values({ key: SETTING_KEYS.contact, value });
  },
};
