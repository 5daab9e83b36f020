import { babyStepsAdmissionInputSchema } from '@skp/shared';
import { siteSettings } from '../../db/schema/index';
import { SETTING_KEYS } from '../../modules/settings/settings.service';
import type { Seeder } from '../seed-context';

export const babyStepsAdmissionSeeder: Seeder = {
  name: 'baby steps admission',
  async run({ db, pdf }) {
    const prospectusFile = await pdf('prospectus', 'Baby Steps - Prospectus', [
      'Baby Steps is the nursery unit of S.K.P. Vidya Vihar, Deoghar: a safe, joyful place where children learn through play.',
      'Age groups: Play Zone 1.5-2.5 years, Prep Zone 2.5-3.5 years, Nursery 3.5-4.5 years and Kindergarten 4.5-5.5 years.',
      'Our day: circle time, rhymes and stories, sensory play, art and craft, music and movement, outdoor play and a healthy snack.',
      'Admission: visit the centre, fill in the registration form, meet our teachers with your child, submit the documents and confirm the seat.',
      'Documents: birth certificate, four passport-size photographs of the child and of both parents, and address proof.',
    ]);
    const value = babyStepsAdmissionInputSchema.parse({
      title: 'Admission Process',
      subtitle: 'Five simple steps to begin your child’s journey at Baby Steps',
      steps: [
        {
          order: 1,
          title: 'Visit and Enquiry',
          description: 'Visit the Baby Steps centre, meet our staff and see the classrooms and play areas.',
        },
        {
          order: 2,
          title: 'Registration Form',
          description:
            'Fill in the registration form at the office or through the online registration portal.',
        },
        {
          order: 3,
          title: 'Interaction',
          description: 'A friendly, informal interaction with the child and parents. There is no test.',
        },
        {
          order: 4,
          title: 'Document Submission',
          description: 'Submit the birth certificate, photographs and address proof.',
        },
        {
          order: 5,
          title: 'Admission Confirmation',
          description: 'Pay the admission fee to confirm the seat and collect the welcome kit.',
        },
      ],
      prospectusFile,
    });
    await db.insert(siteSettings).values({ key: SETTING_KEYS.babyStepsAdmission, value });
  },
};
