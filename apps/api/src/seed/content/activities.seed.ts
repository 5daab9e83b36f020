import { activityGroups } from '../../db/schema/index';
import type { Seeder } from '../seed-context';

const GROUPS = [
  {
    category: 'Sports',
    icon: 'SportsSoccer',
    activities: [
      'Cricket',
      'Football',
      'Basketball',
      'Kabaddi',
      'Athletics',
      'Table Tennis',
      'Chess',
      'Yoga',
    ],
  },
  {
    category: 'Arts',
    icon: 'Palette',
    activities: ['Drawing and painting', 'Sohrai and Madhubani art', 'Clay modelling', 'Rangoli', 'Craft'],
  },
  {
    category: 'Music & Dance',
    icon: 'MusicNote',
    activities: ['Hindustani vocal', 'Tabla and harmonium', 'Kathak', 'Jhumar folk dance', 'School band'],
  },
  {
    category: 'Clubs',
    icon: 'Group',
    activities: ['Eco Club', 'Heritage Club', 'Quiz Club', 'Health and Wellness Club', 'Road Safety Club'],
  },
  {
    category: 'Science & Technology',
    icon: 'Science',
    activities: ['Robotics and coding', 'Science Olympiad', 'Astronomy Club', 'Science exhibition'],
  },
  {
    category: 'Literary',
    icon: 'Book',
    activities: [
      'Debate',
      'Elocution',
      'Creative writing',
      'School magazine',
      'Hindi kavita path',
      'Spell Bee',
    ],
  },
  {
    category: 'Drama & Theatre',
    icon: 'TheaterComedy',
    activities: ['Annual Day plays', 'Street plays (nukkad natak)', 'Mime', 'Puppetry for juniors'],
  },
  {
    category: 'Leadership & Service',
    icon: 'EmojiEvents',
    activities: ['Student Council', 'House captains', 'Bharat Scouts and Guides', 'Community service'],
  },
];

export const activitiesSeeder: Seeder = {
  name: 'activities',
  async run({ db }) {
    let order = 1;
    for (const group of GROUPS) {
      await db.insert(activityGroups).values({ ...group, order: order++ });
    }
  },
};
