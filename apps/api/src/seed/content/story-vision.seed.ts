import { milestones } from '../../db/schema/index';
import type { Seeder } from '../seed-context';

/** Our Story & Vision milestones (demo years; the school replaces them from the admin). */
const MILESTONES = [
  {
    year: '2001',
    title: 'Foundation under SKP Charitable Trust',
    description:
      'S.K.P. Vidya Vihar opened its doors in Deoghar with 120 students and a promise of quality English-medium education for the children of the Santhal Pargana region.',
  },
  {
    year: '2004',
    title: 'CBSE Affiliation',
    description:
      'The school was affiliated to the Central Board of Secondary Education, New Delhi, and presented its first batch for the Class 10 board examination.',
  },
  {
    year: '2008',
    title: 'Senior Secondary Wing',
    description:
      'Classes 11 and 12 began with Science, Commerce and Humanities streams, making the school a complete 10+2 institution.',
  },
  {
    year: '2011',
    title: 'Residential Hostels',
    description:
      'Separate hostels for boys and girls opened, making S.K.P. Vidya Vihar a day-cum-residential school for families across Jharkhand and Bihar.',
  },
  {
    year: '2016',
    title: 'Baby Steps Nursery Unit',
    description:
      'Baby Steps, our nursery unit, started its Play Zone, Prep Zone, Nursery and Kindergarten groups for children from 1.5 to 5.5 years.',
  },
  {
    year: '2019',
    title: 'SKP Cricket Academy',
    description:
      'The Cricket Academy opened with turf wickets, practice nets and qualified coaches, for students and young cricketers from the town.',
  },
  {
    year: '2022',
    title: 'Digital Classrooms and Skill Education',
    description:
      'Every classroom gained a smart board, and skill education courses in IT and artificial intelligence were introduced for Classes 9 to 12.',
  },
];

export const storyVisionSeeder: Seeder = {
  name: 'story & vision milestones',
  async run({ db }) {
    await db.insert(milestones).values(MILESTONES.map((m, order) => ({ ...m, order })));
  },
};
