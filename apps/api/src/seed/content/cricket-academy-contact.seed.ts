import { cricketContactInputSchema } from '@skp/shared';
import { siteSettings } from '../../db/schema/index';
import { SETTING_KEYS } from '../../modules/settings/settings.service';
import type { Seeder } from '../seed-context';

export const cricketAcademyContactSeeder: Seeder = {
  name: 'cricket academy contact',
  async run({ db, pdf }) {
    const brochureFile = await pdf('brochures', 'SKP Cricket Academy - Brochure', [
      'The SKP Cricket Academy, a unit of S.K.P. Vidya Vihar, Deoghar, trains boys and girls from 6 to 19 years. A small beginning will take them a long way.',
      'Programs: Foundation (6-10 years), Development (11-15 years) and Elite (16-19 years). Sessions run in the mornings and evenings on the academy ground.',
      'Facilities: turf wickets, turf and cement practice nets, bowling machine, video analysis, fitness area and changing rooms.',
      'Coaches: a former Ranji Trophy player as head coach, with certified bowling, fielding and fitness coaches.',
      'To enrol, visit the academy office or call the number on the website to book a trial session.',
    ]);
    const value = cricketContactInputSchema.parse({
      title: 'Join the SKP Cricket Academy',
      description:
        'Book a trial session, visit our ground or download the brochure. Our coaches will help you choose the right program for your child.',
      location: 'SKP Cricket Academy Ground, S.K.P. Vidya Vihar campus, Deoghar, Jharkhand 814112',
      phone: '+91 98765 43211',
      email: 'cricket@skpvidyavihar.example',
      quickEnquiry: {
        scheduleVisitLabel: 'Schedule a Visit',
        downloadBrochureLabel: 'Download Brochure',
        callNowLabel: 'Call Now',
      },
      brochureFile,
    });
    await db.insert(siteSettings).values({ key: SETTING_KEYS.cricketContact, value });
  },
};
