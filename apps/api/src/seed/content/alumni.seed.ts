import { alumni, alumniCards } from '../../db/schema/index';
import type { Seeder } from '../seed-context';
import { mediaKeyOf } from '../../lib/media';

/** Hall of Fame alumni (portraits 800x800) and alumni carousel cards (event pictures 1200x800). */
const ALUMNI = [
  {
    name: 'Dr. Ananya Mishra',
    graduationYear: '2007',
    currentPost: 'Consultant Paediatrician, AIIMS Deoghar',
    achievements:
      'Topped the school in the Class 12 board examination; MBBS and MD (Paediatrics); leads a free child-health camp in Deoghar every winter.',
  },
  {
    name: 'Rohit Kumar Singh',
    graduationYear: '2010',
    currentPost: 'Indian Administrative Service officer',
    achievements:
      'Cleared the Civil Services Examination in his first attempt; school captain and house captain of Shivaji House.',
  },
  {
    name: 'Priya Jha',
    graduationYear: '2013',
    currentPost: 'Software Engineer, Bengaluru',
    achievements:
      'B.Tech in Computer Science from NIT Jamshedpur; mentors students of the school computer club online.',
  },
  {
    name: 'Aditya Raj',
    graduationYear: '2018',
    currentPost: 'Jharkhand state under-23 cricketer',
    achievements:
      'One of the first cadets of the SKP Cricket Academy; leading run-scorer of the state under-19 league.',
  },
];

const CARDS = [
  { title: 'Alumni Meet 2024', subtitle: 'Over 200 former students returned to the campus in December' },
  { title: 'Class of 2014 Reunion', subtitle: 'Ten years on, the batch planted a tree for every classmate' },
  { title: 'Career Talk by Alumni', subtitle: 'Former students guided Classes 11 and 12 on careers' },
  { title: 'Alumni Cricket Match', subtitle: 'Alumni XI versus the Cricket Academy seniors' },
];

export const alumniSeeder: Seeder = {
  name: 'alumni',
  async run({ db, image }) {
    let seed = 500;
    let order = 0;
    for (const person of ALUMNI) {
      const media = await image('portrait', seed++, 'alumni', { width: 800, height: 800 });
      await db
        .insert(alumni)
        .values({ ...person, imageUrl: media.url, mediaKey: mediaKeyOf(media), order: order++ });
    }
    order = 0;
    for (const card of CARDS) {
      const media = await image('event', seed++, 'alumni', { width: 1200, height: 800 });
      await db
        .insert(alumniCards)
        .values({ ...card, imageUrl: media.url, mediaKey: mediaKeyOf(media), order: order++ });
    }
  },
};
