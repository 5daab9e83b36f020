import { admissionInfoInputSchema } from '@skp/shared';
import { siteSettings } from '../../db/schema/index';
import { SETTING_KEYS } from '../../modules/settings/settings.service';
import type { Seeder } from '../seed-context';

export const admissionSeeder: Seeder = {
  name: 'admission information',
  async run({ db }) {
    const value = admissionInfoInputSchema.parse({
      ageRequirements: {
        prePrimary: '3 to 5 years as on 31 March of the admission year (Nursery, LKG and UKG)',
        primary: '6 years or more as on 31 March for Class 1; Classes 1 to 5',
        secondary: 'Classes 6 to 10, on passing the previous class from a recognised school',
        seniorSecondary: 'Classes 11 and 12, on passing Class 10 from CBSE or an equivalent board',
      },
      documentsRequired: [
        'Birth certificate issued by the municipal authority',
        'Transfer certificate from the previous school (Class 2 onwards)',
        'Report card of the last examination passed',
        'Four passport-size photographs of the student',
        'Aadhaar card of the student and of the parents',
        'Address proof of the parents or guardian',
        'Caste certificate, where applicable',
      ],
      academicRequirements: [
        'Pre-Primary and Class 1: an informal interaction with the child and parents',
        'Classes 2 to 9: an entrance assessment in English, Mathematics and Hindi',
        'Class 11: admission on the basis of Class 10 results and the stream chosen',
        'Science stream: at least 60% in Mathematics and Science in Class 10',
        'Seats are offered in order of merit and subject to availability',
      ],
    });
    await db.insert(siteSettings).values({ key: SETTING_KEYS.admission, value });
  },
};
