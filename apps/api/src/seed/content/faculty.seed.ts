import type { FACULTY_DEPARTMENTS } from '@skp/shared';
import { faculty } from '../../db/schema/index';
import type { Seeder } from '../seed-context';
import { mediaKeyOf } from '../../lib/media';

interface DemoFaculty {
  name: string;
  role: string;
  department: (typeof FACULTY_DEPARTMENTS)[number];
  expertise: string[] | string;
  experience: string;
  education: string;
  /** Whether the demo has a photo; the site shows its placeholder for the others. */
  photo: boolean;
}

const FACULTY: DemoFaculty[] = [
  {
    name: 'Mrs. Sunita Choudhary',
    role: 'Administrative Officer',
    department: 'Administration',
    expertise: ['Admissions', 'Student records', 'CBSE registration'],
    experience: '16 years',
    education: 'M.Com., PG Diploma in Educational Management',
    photo: true,
  },
  {
    name: 'Dr. Rakesh Ranjan Sinha',
    role: 'PGT Physics, Head of Science',
    department: 'Science',
    expertise: ['Physics', 'Electronics', 'JEE foundation'],
    experience: '22 years',
    education: 'M.Sc. (Physics), B.Ed., Ph.D.',
    photo: true,
  },
  {
    name: 'Mrs. Priya Kumari',
    role: 'PGT Chemistry',
    department: 'Science',
    expertise: ['Chemistry', 'Laboratory safety'],
    experience: '12 years',
    education: 'M.Sc. (Chemistry), B.Ed.',
    photo: true,
  },
  {
    name: 'Mr. Manish Pandey',
    role: 'PGT Biology',
    department: 'Science',
    expertise: ['Biology', 'Botany', 'NEET foundation'],
    experience: '10 years',
    education: 'M.Sc. (Botany), B.Ed.',
    photo: false,
  },
  {
    name: 'Mrs. Rekha Jha',
    role: 'PGT English, Head of Languages',
    department: 'Languages',
    expertise: ['English literature', 'Creative writing', 'Debate'],
    experience: '19 years',
    education: 'M.A. (English), B.Ed.',
    photo: true,
  },
  {
    name: 'Mr. Shailendra Tiwari',
    role: 'TGT Hindi',
    department: 'Languages',
    expertise: ['Hindi', 'Sanskrit', 'Kavita path'],
    experience: '14 years',
    education: 'M.A. (Hindi), B.Ed.',
    photo: true,
  },
  {
    name: 'Mr. Alok Kumar Singh',
    role: 'PGT Mathematics, Head of Mathematics',
    department: 'Mathematics',
    expertise: ['Calculus', 'Mathematics Olympiad', 'Applied mathematics'],
    experience: '17 years',
    education: 'M.Sc. (Mathematics), B.Ed.',
    photo: true,
  },
  {
    name: 'Ms. Neha Agarwal',
    role: 'TGT Mathematics',
    department: 'Mathematics',
    expertise: ['Mathematics', 'Vedic maths'],
    experience: '7 years',
    education: 'M.Sc. (Mathematics), B.Ed.',
    photo: true,
  },
  {
    name: 'Mrs. Kavita Dubey',
    role: 'Primary Coordinator',
    department: 'Primary Education',
    expertise: ['Early literacy', 'Activity-based learning', 'Parent communication'],
    experience: '15 years',
    education: 'B.A., D.El.Ed., B.Ed.',
    photo: true,
  },
  {
    name: 'Ms. Pooja Sharma',
    role: 'PRT, Baby Steps',
    department: 'Primary Education',
    expertise: 'Play-way and Montessori methods for children aged 2 to 6',
    experience: '6 years',
    education: 'B.A., Nursery Teacher Training (NTT)',
    photo: false,
  },
  {
    name: 'Mr. Rohit Raj',
    role: 'ICT and Digital Classroom In-charge',
    department: 'Technology',
    expertise: ['Smart classrooms', 'Networking', 'Educational technology'],
    experience: '9 years',
    education: 'B.Tech. (Electronics and Communication)',
    photo: true,
  },
  {
    name: 'Mr. Dilip Kumar Yadav',
    role: 'TGT Social Science',
    department: 'Social Studies',
    expertise: ['History', 'Geography', 'Heritage Club'],
    experience: '13 years',
    education: 'M.A. (History), B.Ed.',
    photo: true,
  },
  {
    name: 'Mrs. Smita Sahay',
    role: 'PGT Economics',
    department: 'Social Studies',
    expertise: ['Economics', 'Business Studies'],
    experience: '11 years',
    education: 'M.A. (Economics), B.Ed.',
    photo: true,
  },
  {
    name: 'Mr. Vikash Kumar Mahto',
    role: 'PGT Physical Education',
    department: 'Physical Education',
    expertise: ['Athletics', 'Football', 'Yoga'],
    experience: '12 years',
    education: 'M.P.Ed., NIS certificate (Athletics)',
    photo: true,
  },
  {
    name: 'Mrs. Moumita Banerjee',
    role: 'Art and Craft Teacher',
    department: 'Arts',
    expertise: ['Drawing and painting', 'Sohrai and Madhubani art', 'Clay modelling'],
    experience: '10 years',
    education: 'B.F.A., M.F.A. (Painting)',
    photo: true,
  },
  {
    name: 'Mr. Subhash Mandal',
    role: 'Music Teacher',
    department: 'Arts',
    expertise: 'Hindustani vocal music, tabla and harmonium',
    experience: '18 years',
    education: 'Sangeet Visharad, M.A. (Music)',
    photo: false,
  },
  {
    name: 'Mr. Abhishek Anand',
    role: 'PGT Computer Science',
    department: 'Computer Science',
    expertise: ['Python', 'Databases', 'Artificial Intelligence (CBSE skill subject)'],
    experience: '8 years',
    education: 'MCA, B.Ed.',
    photo: true,
  },
];

export const facultySeeder: Seeder = {
  name: 'faculty',
  async run({ db, image }) {
    let order = 1;
    for (const [index, member] of FACULTY.entries()) {
      const media = member.photo
        ? await image('portrait', 200 + index, 'faculty', { width: 480, height: 480 })
        : null;
      await db.insert(faculty).values({
        name: member.name,
        role: member.role,
        department: member.department,
        expertise: member.expertise,
        experience: member.experience,
        education: member.education,
        // The stored photo's path; the site uses `image` only when it starts with http, so it
        // shows the placeholder unless it builds absolute URLs (media has the variants).
        image: media?.url ?? '',
        mediaKey: media ? mediaKeyOf(media) : null,
        order: order++,
      });
    }
  },
};
