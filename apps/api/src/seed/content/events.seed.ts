import { events } from '../../db/schema/index';
import type { Seeder } from '../seed-context';

const DAY = 24 * 60 * 60 * 1000;

/** `days` from today at the given time of day in India (IST, UTC+5:30), so the demo never goes stale. */
function dayAt(days: number, hour: number, minute = 0): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour - 5, minute - 30, 0, 0);
  return date;
}

interface DemoEvent {
  title: string;
  slug: string;
  type: string;
  status: 'upcoming' | 'ongoing' | 'completed' | 'cancelled';
  location: string;
  start: [days: number, hour: number];
  end?: [days: number, hour: number];
  registrations: number;
  pdf?: string[];
  description: string;
  /** What the event's page says under "What to bring" (a list in its rich-text body). */
  bring?: string[];
}

const EVENTS: DemoEvent[] = [
  {
    title: 'Annual Sports Meet 2024-25',
    slug: 'annual-sports-meet-2024-25',
    type: 'Sports',
    status: 'upcoming',
    location: 'Main Ground',
    start: [12, 8],
    end: [13, 16],
    registrations: 184,
    bring: ['House T-shirt and white shoes', 'A water bottle and a cap', 'The school ID card'],
    description:
      'Two days of track and field, relays, kabaddi and tug-of-war between the four houses, Brikodar, Einstein, Shivaji and Tagore. Parents are welcome from 8:00 AM; the prize distribution follows on the second afternoon.',
    pdf: [
      'Day 1: march past and torch relay at 8:00 AM, heats for 100 m, 200 m and 400 m, long jump, kabaddi league matches.',
      'Day 2: finals, relays, tug-of-war, the parents race and the prize distribution ceremony at 3:00 PM.',
      'Students report in their house T-shirts by 7:30 AM. Drinking water and first aid are available at the pavilion.',
    ],
  },
  {
    title: 'Parent-Teacher Meeting (Classes I to XII)',
    slug: 'parent-teacher-meeting-classes-i-to-xii',
    type: 'Meeting',
    status: 'upcoming',
    location: 'Main Building',
    start: [6, 9],
    end: [6, 13],
    registrations: 0,
    bring: ['The progress report sent home last term', "Your child's school diary"],
    description:
      "Class teachers will share the half-yearly progress reports and discuss each child's learning plan. Parents of hostel students may also meet the hostel warden between 11:00 AM and 1:00 PM.",
  },
  {
    title: "Baby Steps Grandparents' Day",
    slug: 'baby-steps-grandparents-day',
    type: 'Celebration',
    status: 'upcoming',
    location: 'Baby Steps Campus',
    start: [9, 10],
    end: [9, 12],
    registrations: 37,
    description:
      'Our youngest learners of Play Zone, Prep Zone, Nursery and Kindergarten invite their grandparents for songs, stories and a little craft corner. Light refreshments will be served.',
  },
  {
    title: 'Career Counselling Workshop for Classes X to XII',
    slug: 'career-counselling-workshop-for-classes-x-to-xii',
    type: 'Workshop',
    status: 'upcoming',
    location: 'School Auditorium',
    start: [15, 11],
    end: [15, 14],
    registrations: 96,
    description:
      'Counsellors and alumni speak about choosing streams after Class X, engineering and medical entrance preparation, commerce and humanities careers, and scholarships. Questions from parents are welcome.',
  },
  {
    title: 'Inter-House Science Exhibition',
    slug: 'inter-house-science-exhibition',
    type: 'Academic',
    status: 'upcoming',
    location: 'Science Block',
    start: [20, 9],
    end: [20, 15],
    registrations: 62,
    description:
      'Working models and projects on sustainable living, renewable energy and water conservation by students of Classes VI to XII. Judges from nearby colleges will award the best model of each house.',
  },
  {
    title: 'Under-14 Inter-School Cricket Tournament',
    slug: 'under-14-inter-school-cricket-tournament',
    type: 'Sports',
    status: 'upcoming',
    location: 'Cricket Academy Ground',
    start: [25, 8],
    end: [29, 17],
    registrations: 8,
    description:
      'Eight school teams from Deoghar and nearby districts play a league and knock-out tournament at the SKP Cricket Academy ground. Matches are 20 overs a side; spectators are welcome.',
    pdf: [
      'Format: two groups of four teams, league matches followed by semi-finals and the final on the last day.',
      'Each team may register 15 players born on or after 1 September of the eligible year, with a school ID card.',
      'Matches start at 8:00 AM and 12:30 PM. Teams must report 45 minutes before their match.',
    ],
  },
  {
    title: 'Annual Day "Utsav"',
    slug: 'annual-day-utsav',
    type: 'Cultural',
    status: 'upcoming',
    location: 'School Auditorium',
    start: [35, 17],
    end: [35, 20],
    registrations: 240,
    bring: ['The invitation card sent with each child', 'Warm clothes: the evening is in the open courtyard'],
    description:
      'An evening of music, dance and drama by students from Pre-Primary to Class XII, including a Jhumar folk dance and a play on the life of Rabindranath Tagore. Parents are requested to be seated by 4:45 PM.',
    pdf: [
      'Programme: welcome address, school report by the Principal, cultural performances, prize distribution for academic excellence.',
      'Entry is by the invitation card sent with each child. Parking is available on the main ground.',
    ],
  },
  {
    title: 'Heritage Walk to Nandan Pahar',
    slug: 'heritage-walk-to-nandan-pahar',
    type: 'Excursion',
    status: 'cancelled',
    location: 'Nandan Pahar, Deoghar',
    start: [8, 7],
    end: [8, 11],
    registrations: 0,
    description:
      'The heritage walk for Classes VI and VII has been called off. A new date will be announced in the school diary.',
  },
  {
    title: 'Cricket Coaching Camp',
    slug: 'cricket-coaching-camp',
    type: 'Sports',
    status: 'ongoing',
    location: 'Cricket Academy Ground',
    start: [-5, 7],
    end: [25, 10],
    registrations: 58,
    description:
      'A month-long camp of batting, bowling, fielding and fitness sessions under the academy coaches, for boys and girls aged 8 to 18. Sessions run every morning from 7:00 to 10:00 AM.',
    pdf: [
      'Batches: Foundation (8-12 years), Development (12-15 years) and Advanced (15-18 years).',
      'Players bring their own whites and water bottles; the academy provides balls, nets and protective gear for beginners.',
    ],
  },
  {
    title: 'Book Fair in the Library',
    slug: 'book-fair-in-the-library',
    type: 'Academic',
    status: 'ongoing',
    location: 'Library Hall',
    start: [-1, 9],
    end: [3, 16],
    registrations: 0,
    description:
      'Publishers from Ranchi and Kolkata bring story books, reference books and dictionaries in English and Hindi. Students may visit with their class teacher; parents are welcome after 1:00 PM.',
  },
  {
    title: 'Inter-House Football Championship',
    slug: 'inter-house-football-championship',
    type: 'Sports',
    status: 'ongoing',
    location: 'Main Ground',
    start: [-3, 14],
    end: [4, 17],
    registrations: 64,
    description:
      'Junior and senior house teams play a round-robin football championship after school hours. The final will be played on the last day.',
  },
  {
    title: 'Inter-House Quiz Finals',
    slug: 'inter-house-quiz-finals',
    type: 'Competition',
    status: 'completed',
    location: 'School Auditorium',
    start: [-45, 10],
    end: [-45, 13],
    registrations: 0,
    description:
      'Teams from Brikodar, Einstein, Shivaji and Tagore met in the final rounds on science, sports, Indian history and current affairs. Einstein House won the rolling trophy.',
  },
  {
    title: 'Van Mahotsav Tree Plantation Drive',
    slug: 'van-mahotsav-tree-plantation-drive',
    type: 'Community',
    status: 'completed',
    location: 'School Campus',
    start: [-60, 9],
    end: [-60, 12],
    registrations: 120,
    description:
      'The Eco Club and students of Classes V to IX planted 250 saplings of neem, mango and jamun around the campus and the nearby village school.',
  },
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A demo body as the admin's toolbar makes it: the description, the programme, what to bring. */
function demoBody(event: DemoEvent): string {
  const parts = [`<p>${escape(event.description)}</p>`];
  if (event.pdf)
    parts.push(
      '<h2>Programme</h2>',
      `<ul>${event.pdf.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>`,
    );
  if (event.bring)
    parts.push(
      '<h2>What to bring</h2>',
      `<ul>${event.bring.map((item) => `<li><strong>${escape(item)}</strong></li>`).join('')}</ul>`,
    );
  parts.push('<p>Questions? Call the school office or <a href="/contact">write to us</a>.</p>');
  return parts.join('');
}

export const eventsSeeder: Seeder = {
  name: 'events',
  async run({ db, pdf }) {
    let order = 0;
    for (const event of EVENTS) {
      const pdfFile = event.pdf
        ? await pdf('events', event.title, [event.description, ...event.pdf, 'Principal, S.K.P. Vidya Vihar'])
        : null;
      await db.insert(events).values({
        title: event.title,
        slug: event.slug,
        body: demoBody(event),
        description: event.description,
        type: event.type,
        status: event.status,
        location: event.location,
        date: dayAt(...event.start),
        endDate: event.end ? dayAt(...event.end) : null,
        registrations: event.registrations,
        order: order++,
        pdfFile,
      });
    }
  },
};
