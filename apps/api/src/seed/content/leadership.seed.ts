import { leaders } from '../../db/schema/index';
import type { Seeder } from '../seed-context';
import { mediaKeyOf } from '../../lib/media';

interface DemoLeader {
  name: string;
  role: string;
  title: string;
  shortMessage: string;
  experience: string;
  featured: boolean;
  paragraphs: string[];
}

const LEADERS: DemoLeader[] = [
  {
    name: 'Shri Binod Kumar Jha',
    role: 'Chairman',
    title: 'Chairman, SKP Charitable Trust',
    shortMessage:
      'We founded S.K.P. Vidya Vihar so that the children of Deoghar would not have to leave home for a good education.',
    experience: '35 years in public life and education; founder trustee of the SKP Charitable Trust',
    featured: true,
    paragraphs: [
      'Dear parents and students, we founded S.K.P. Vidya Vihar so that the children of Deoghar and the Santhal Parganas would not have to leave home to receive a good education. What began as a small school with a few classrooms has grown into a CBSE-affiliated, day-cum-residential school up to Class XII, with its nursery unit Baby Steps and its own Cricket Academy.',
      'The SKP Charitable Trust does not run this school as a business. Every rupee we receive goes back into teachers, laboratories, the library, sports and the care of our hostel children. We believe that a school is measured not by its buildings but by the character of the young people who walk out of its gates.',
      'Deoghar is a city of faith and of learning. We want our students to carry both: respect for our culture and languages, and the confidence to compete anywhere in India and the world. Our houses are named after Brikodar, Einstein, Shivaji and Tagore to remind them that strength, curiosity, courage and creativity belong together.',
      'I thank our parents for the trust they place in us, and our teachers for the care they show every day. Our doors are always open: come and see the school for yourself.',
    ],
  },
  {
    name: 'Dr. Anjali Mishra',
    role: 'Principal',
    title: "Principal's Message",
    shortMessage:
      'Every child who enters our classrooms deserves to be known by name, taught with patience and challenged to do their best.',
    experience: '28 years in CBSE schools, 11 as Principal; M.Sc. (Chemistry), M.Ed., Ph.D. (Education)',
    featured: true,
    paragraphs: [
      'Welcome to S.K.P. Vidya Vihar. Every child who enters our classrooms deserves to be known by name, taught with patience and challenged to do their best. Our teachers follow the CBSE curriculum and the spirit of the National Education Policy: concepts before memorisation, projects and experiments alongside textbooks, and regular feedback instead of a single examination at the end of the year.',
      'Learning here does not stop at the classroom door. Our students debate, paint, sing, code, play cricket and football, tend the school garden and serve the community through the Eco Club and the Bharat Scouts and Guides. The four houses give every child a team to belong to and a chance to lead.',
      'For our residential students the school is also a home. Wardens, teachers and the school nurse look after their studies, meals, health and happiness, and parents hear from us regularly.',
      'Parents are our partners. Please stay in touch with the class teachers, attend the Parent-Teacher Meetings and tell us how your child is doing at home. Together we can help each child grow into a capable, kind and confident young person.',
    ],
  },
  {
    name: 'Shri Saurabh Ranjan',
    role: 'Director',
    title: "Director's Message",
    shortMessage: '',
    experience:
      '20 years in school administration and sports development; founder of the SKP Cricket Academy',
    featured: false,
    paragraphs: [
      'Our campus is planned around one idea: children learn best when they are safe, healthy and busy with things that interest them. Over the last few years we have added smart classrooms, a computer laboratory for every wing, RO drinking water, CCTV surveillance, uninterrupted power and a fleet of school buses covering Deoghar and Jasidih.',
      'The SKP Cricket Academy and our sports grounds give students the chance to train seriously in a sport they love without giving up their studies. Several of our players have represented the district and the state in age-group tournaments.',
      'We will keep investing in facilities and in the training of our teachers, and we welcome suggestions from parents on how we can serve your children better.',
    ],
  },
  {
    name: 'Smt. Ritu Sinha',
    role: 'Vice Principal',
    title: "Vice Principal's Message",
    shortMessage: '',
    experience: '18 years of teaching English; CBSE resource person for teacher training',
    featured: false,
    paragraphs: [
      'Good habits are built one day at a time. At S.K.P. Vidya Vihar we help students plan their studies, read every day, keep their notebooks in order and prepare steadily for assessments rather than at the last minute.',
      'Our remedial and enrichment classes make sure no child is left behind and no child is held back. Students preparing for the Class X and XII board examinations receive regular practice papers, one-to-one guidance and counselling.',
      'I invite parents to read with their children, to talk with them about what they learn, and to reach out to us whenever they have a concern.',
    ],
  },
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const leadershipSeeder: Seeder = {
  name: 'leadership',
  async run({ db, image }) {
    let displayOrder = 1;
    for (const [index, leader] of LEADERS.entries()) {
      const media = await image('portrait', 100 + index, 'leaders', { width: 800, height: 800 });
      await db.insert(leaders).values({
        name: leader.name,
        role: leader.role,
        title: leader.title,
        shortMessage: leader.shortMessage,
        message: leader.paragraphs.join('\n\n'),
        paragraphMessage: leader.paragraphs,
        experience: leader.experience,
        profileImageFile: media.url.replace(/^\/uploads\//, ''),
        profileImageName: `${slug(leader.name)}.jpg`,
        mediaKey: mediaKeyOf(media),
        displayOrder: displayOrder++,
        featured: leader.featured,
      });
    }
  },
};
