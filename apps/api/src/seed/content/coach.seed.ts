import { coaches } from '../../db/schema/index';
import type { Seeder } from '../seed-context';
import { mediaKeyOf } from '../../lib/media';

/** Cricket Academy coaches (portraits 800x800). One has achievements as plain text, as the requirements allow. */
const COACHES = [
  {
    name: 'Rajesh Kumar Pandey',
    designation: 'Head Coach',
    experience: '18 years',
    description:
      'A former Ranji Trophy player for Jharkhand, Rajesh leads the academy and shapes the training plan of every age group.',
    achievements: [
      {
        title: 'Ranji Trophy',
        description: 'Represented Jharkhand in 24 first-class matches as an opening batter.',
      },
      { title: 'BCCI Level 2 Coach', description: 'Certified by the National Cricket Academy.' },
      { title: 'State Selections', description: 'Coached 15 players selected for state age-group teams.' },
    ],
    skills: ['Batting technique', 'Match strategy', 'Mental conditioning'],
  },
  {
    name: 'Sunil Yadav',
    designation: 'Bowling Coach',
    experience: '12 years',
    description:
      'A fast-bowling specialist who works on action, run-up and workload so that young bowlers stay fit and quick.',
    achievements: [
      { title: 'East Zone Cricket', description: 'Played for East Zone under-23 as a fast bowler.' },
      { title: 'BCCI Level 1 Coach', description: 'Certified coach with a focus on pace bowling.' },
    ],
    skills: ['Pace bowling', 'Spin bowling basics', 'Bowling biomechanics'],
  },
  {
    name: 'Meena Kumari',
    designation: 'Fielding and Fitness Coach',
    experience: '8 years',
    description:
      'A certified strength and conditioning coach who runs fielding drills, fitness testing and injury prevention.',
    achievements:
      'Former Jharkhand women’s team wicketkeeper; certified strength and conditioning specialist; leads the academy’s girls’ batch.',
    skills: ['Fielding drills', 'Wicketkeeping', 'Strength and conditioning'],
  },
];

export const coachSeeder: Seeder = {
  name: 'coaches',
  async run({ db, image }) {
    let seed = 700;
    let order = 0;
    for (const coach of COACHES) {
      const media = await image('portrait', seed++, 'coaches', { width: 800, height: 800 });
      await db
        .insert(coaches)
        .values({ ...coach, imageUrl: media.url, mediaKey: mediaKeyOf(media), order: order++ });
    }
  },
};
