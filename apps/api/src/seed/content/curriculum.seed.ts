import { curriculumLevels } from '../../db/schema/index';
import type { Seeder } from '../seed-context';

const LEVELS = [
  {
    level: 'Pre-Primary',
    age: '3 - 6 years (Nursery, LKG, UKG)',
    icon: 'Brush',
    description:
      'A joyful, play-based start in our Baby Steps wing. Children build language, number sense, fine motor skills and good habits through stories, rhymes, sensory play and art, in small groups with caring teachers.',
    subjects: [
      'English (phonics and rhymes)',
      'Hindi (varnamala and stories)',
      'Number work',
      'Environmental awareness',
      'Art and craft',
      'Music and movement',
    ],
    activities: [
      'Story time',
      'Sand and water play',
      'Show and tell',
      'Festival celebrations',
      'Garden walks',
    ],
  },
  {
    level: 'Primary',
    age: '6 - 11 years (Classes I - V)',
    icon: 'Book',
    description:
      'The CBSE primary curriculum taught through activities, projects and regular reading. Strong foundations in languages and mathematics, curiosity about the world through Environmental Studies, and the first steps in computers.',
    subjects: [
      'English',
      'Hindi',
      'Mathematics',
      'Environmental Studies (EVS)',
      'Computer Science',
      'General Knowledge',
      'Art Education',
      'Value Education',
    ],
    activities: [
      'Reading club',
      'Spell Bee',
      'Yoga',
      'Drawing competitions',
      'Class assemblies',
      'Educational visits',
    ],
  },
  {
    level: 'Secondary',
    age: '11 - 16 years (Classes VI - X)',
    icon: 'Science',
    description:
      'Subject teachers, well-equipped science and computer laboratories, and steady preparation for the Class X board examination. Students choose a skill subject and take part in olympiads, exhibitions and house competitions.',
    subjects: [
      'English',
      'Hindi',
      'Sanskrit (Classes VI - VIII)',
      'Mathematics',
      'Science',
      'Social Science',
      'Artificial Intelligence / Information Technology (skill subject)',
      'Physical and Health Education',
    ],
    activities: [
      'Science exhibition',
      'Mathematics and Science Olympiads',
      'Model United Nations',
      'Eco Club',
      'Inter-house sports',
    ],
  },
  {
    level: 'Higher Secondary',
    age: '16 - 18 years (Classes XI - XII)',
    icon: 'School',
    description:
      'Science (PCM and PCB), Commerce and Humanities streams for the senior secondary board examination, with guidance for engineering, medical, law and university entrance examinations and career counselling.',
    subjects: [
      'English Core',
      'Physics',
      'Chemistry',
      'Mathematics / Applied Mathematics',
      'Biology',
      'Computer Science / Informatics Practices',
      'Accountancy',
      'Business Studies',
      'Economics',
      'History',
      'Political Science',
      'Geography',
      'Physical Education',
    ],
    activities: [
      'Career counselling',
      'Entrance test practice',
      'Student Council',
      'Community service',
      'Inter-school competitions',
    ],
  },
] as const;

export const curriculumSeeder: Seeder = {
  name: 'curriculum',
  async run({ db }) {
    let order = 1;
    for (const level of LEVELS) {
      await db.insert(curriculumLevels).values({
        ...level,
        subjects: [...level.subjects],
        activities: [...level.activities],
        order: order++,
      });
    }
  },
};
