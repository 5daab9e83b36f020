import { trainingPrograms } from '../../db/schema/index';
import type { Seeder } from '../seed-context';

/** Cricket Academy programs by age group (demo fees in rupees per month). */
const PROGRAMS = [
  {
    levelName: 'Foundation',
    ageRange: '6-10 years',
    tagline: 'Learn the game the right way, and love it',
    highlights: [
      'Basic batting, bowling and fielding skills',
      'Fun fitness and coordination games',
      'Soft-ball and tennis-ball matches',
      'Three sessions a week',
    ],
    monthlyFee: 1500,
  },
  {
    levelName: 'Development',
    ageRange: '11-15 years',
    tagline: 'Build technique, temperament and match sense',
    highlights: [
      'Technique work on turf and cement nets',
      'Video analysis of batting and bowling',
      'Under-14 and under-16 match practice',
      'Strength and conditioning basics',
      'Five sessions a week',
    ],
    monthlyFee: 2500,
  },
  {
    levelName: 'Elite',
    ageRange: '16-19 years',
    tagline: 'Prepare for district, state and age-group selection',
    highlights: [
      'Individual training plans from the head coach',
      'Leather-ball matches every weekend',
      'Fitness testing and injury-prevention programme',
      'Guidance for district and state trials',
      'Six sessions a week',
    ],
    monthlyFee: 3500,
  },
];

export const trainingProgramsSeeder: Seeder = {
  name: 'training programs',
  async run({ db }) {
    await db.insert(trainingPrograms).values(PROGRAMS.map((p, order) => ({ ...p, order })));
  },
};
