import { pageContentInputSchema, type ContentPage, type PageContentInput } from '@skp/shared';
import { siteSettings } from '../../db/schema/index';
import { SETTING_KEYS } from '../../modules/settings/settings.service';
import type { Seeder } from '../seed-context';

/**
 * Editable copy of the five main pages: the heading and lead line over the page's pictures (Home's
 * title is the name its welcome line greets with), then the paragraphs under them.
 */
const PAGES: Record<ContentPage, PageContentInput> = {
  home: {
    title: 'S.K.P. Vidya Vihar',
    tagline: 'An English Medium Co-Educational C.B.S.E. Affiliated Day cum Residential School Upto 10+2',
    paragraphs: [
      'Admissions open for 2024-25. Classes from Pre-Primary to Class 12.',
      'Under the aegis of SKP Charitable Trust, S.K.P. Vidya Vihar in Deoghar offers a caring, disciplined and joyful education that prepares every child for life.',
      'With our nursery unit Baby Steps and the SKP Cricket Academy, children grow from their first steps in school to the senior secondary board examinations on one campus.',
    ],
  },
  about: {
    title: 'About Us',
    tagline: 'Our story, our vision and the people behind S.K.P. Vidya Vihar',
    paragraphs: [
      'S.K.P. Vidya Vihar is an English-medium, co-educational, CBSE-affiliated day-cum-residential school in Deoghar, Jharkhand, teaching children from Pre-Primary to Class 12.',
      'Founded by the SKP Charitable Trust, the school aims to give every child an education that joins academic excellence with character, culture and care for others.',
    ],
  },
  academics: {
    title: 'Academics',
    tagline: 'A CBSE curriculum from Pre-Primary to Class 12, taught by dedicated teachers',
    paragraphs: [
      'Our curriculum follows the Central Board of Secondary Education, with activity-based learning in the early years and Science, Commerce and Humanities streams in Classes 11 and 12.',
      'Smart classrooms, well-equipped laboratories, a library and skill education courses help students learn by doing.',
    ],
  },
  admissions: {
    title: 'Admissions',
    tagline: 'Admissions are open for 2024-25, from Pre-Primary to Class 12. Register online to begin.',
    paragraphs: [
      'Admissions are open for the session 2024-25 for classes from Pre-Primary to Class 12, for day scholars and boarders.',
      'Register online through the admission portal or collect the form from the school office. Our admission process has five steps, from application to confirmation.',
    ],
  },
  contact: {
    title: 'Contact Us',
    tagline: 'We would love to hear from you. Call, write or visit us in Deoghar.',
    paragraphs: [
      'Visit us on the campus in Deoghar, call the school office during office hours, or send us an enquiry and we will get back to you soon.',
    ],
  },
};

export const contentSeeder: Seeder = {
  name: 'page content',
  async run({ db }) {
    for (const [page, content] of Object.entries(PAGES) as [ContentPage, PageContentInput][]) {
      await db
        .insert(siteSettings)
        .values({ key: SETTING_KEYS.content(page), value: pageContentInputSchema.parse(content) });
    }
  },
};
