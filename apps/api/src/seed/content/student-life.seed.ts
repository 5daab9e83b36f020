import { studentLifeEvents } from '../../db/schema/index';
import type { Scene } from '../demo-images';
import type { Seeder } from '../seed-context';
import { mediaKeyOf } from '../../lib/media';

/** Student Life cards of the Campus page (1200x800). */
const EVENTS: { title: string; description: string; scene: Scene }[] = [
  {
    title: 'House Competitions',
    description:
      'Brikodar, Einstein, Shivaji and Tagore houses compete all year in debates, quizzes, sports and art, building teamwork and leadership.',
    scene: 'event',
  },
  {
    title: 'Educational Excursions',
    description:
      'Classes travel to Baidyanath Dham, Trikut Parvat and science centres in Ranchi and Kolkata to learn beyond the classroom.',
    scene: 'campus',
  },
  {
    title: 'Clubs and Societies',
    description:
      'Eco, science, literary, music and computer clubs meet every week so that every student can follow an interest.',
    scene: 'classroom',
  },
  {
    title: 'Hostel Life',
    description:
      'Resident students share study hours, evening games and festival celebrations with their wardens and friends.',
    scene: 'hostel',
  },
  {
    title: 'Sports and Fitness',
    description:
      'Daily games periods, yoga and coaching in cricket, football, athletics and kabaddi keep students fit and confident.',
    scene: 'sports',
  },
];

export const studentLifeSeeder: Seeder = {
  name: 'student life',
  async run({ db, image }) {
    let seed = 600;
    let order = 0;
    for (const event of EVENTS) {
      const media = await image(event.scene, seed++, 'student-life', { width: 1200, height: 800 });
      await db.insert(studentLifeEvents).values({
        title: event.title,
        description: event.description,
        image: media.url,
        mediaKey: mediaKeyOf(media),
        order: order++,
      });
    }
  },
};
