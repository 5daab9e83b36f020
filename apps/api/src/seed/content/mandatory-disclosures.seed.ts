import { mandatoryDisclosures } from '../../db/schema/index';
import type { Seeder } from '../seed-context';

/** CBSE's mandatory public disclosure documents; numbers and dates are clearly marked samples. */
const DISCLOSURES = [
  {
    title: 'CBSE Affiliation Letter',
    fileName: 'CBSE-Affiliation-Letter.pdf',
    description:
      'Letter of affiliation (and its latest extension) from the Central Board of Secondary Education up to the Senior Secondary level.',
    body: [
      'Affiliation No.: 34300XX (sample). School code: 66XXX (sample).',
      'Status: Senior Secondary (Classes I to XII), provisional affiliation extended for five years.',
    ],
  },
  {
    title: 'Trust Registration Certificate',
    fileName: 'Trust-Registration-Certificate.pdf',
    description:
      'Registration certificate of the SKP Charitable Trust, the non-proprietary body that runs the school.',
    body: [
      'The SKP Charitable Trust is registered under the Indian Trusts Act, 1882. Registration No.: XXXX/IV (sample).',
      'The trust runs the school on a not-for-profit basis.',
    ],
  },
  {
    title: 'No Objection Certificate (NOC)',
    fileName: 'No-Objection-Certificate.pdf',
    description:
      'No Objection Certificate issued by the Department of School Education and Literacy, Government of Jharkhand.',
    body: ['NOC No.: XXX (sample), issued for the establishment of a CBSE-affiliated school at Deoghar.'],
  },
  {
    title: 'Recognition Certificate under the RTE Act',
    fileName: 'RTE-Recognition-Certificate.pdf',
    description:
      'Certificate of recognition under the Right of Children to Free and Compulsory Education Act, 2009.',
    body: ['Recognition No.: XXX (sample), issued by the District Education Officer, Deoghar.'],
  },
  {
    title: 'Building Safety Certificate',
    fileName: 'Building-Safety-Certificate.pdf',
    description:
      'Certificate of structural safety of the school buildings as per the National Building Code.',
    body: [
      'Issued by a registered structural engineer after inspection of all academic and hostel blocks (sample).',
    ],
  },
  {
    title: 'Fire Safety Certificate',
    fileName: 'Fire-Safety-Certificate.pdf',
    description:
      'Fire safety certificate issued by the Jharkhand Fire Service for the school and hostel buildings.',
    body: ['Valid for the current year; extinguishers and alarms are checked every quarter (sample).'],
  },
  {
    title: 'Water, Health and Sanitation Certificates',
    fileName: 'Water-Health-Sanitation-Certificates.pdf',
    description:
      'Drinking water test report and health and sanitation certificate of the campus and hostel kitchen.',
    body: [
      'RO drinking water tested by an accredited laboratory; the hostel kitchen inspected by the food safety officer (sample).',
    ],
  },
  {
    title: 'Fee Structure 2024-25',
    fileName: 'Fee-Structure-2024-25.pdf',
    description:
      'The fee structure of the school for each level, as approved by the School Management Committee.',
    body: [
      'Pre-Primary, Primary, Secondary and Higher Secondary: admission fee, monthly tuition fee, annual charges and other charges.',
      'The same amounts are shown on the Admissions page of this website.',
    ],
  },
  {
    title: 'Academic Calendar 2024-25',
    fileName: 'Academic-Calendar-2024-25.pdf',
    description: 'Term dates, examinations, holidays and major school events of the current session.',
    body: [
      'Session begins: 1 April. Summer vacation: mid-May to mid-June. Half-yearly examinations: September. Winter break: last week of December.',
      'Pre-board examinations for Classes X and XII: January. Annual examinations: March.',
    ],
  },
  {
    title: 'School Management Committee (SMC)',
    fileName: 'School-Management-Committee.pdf',
    description:
      'Members of the School Management Committee and the Parent-Teacher Association for the current session.',
    body: [
      'Chairperson: nominee of the SKP Charitable Trust. Member Secretary: the Principal.',
      'Members: two parents, two teachers, an educationist and a CBSE nominee (names in the original document).',
    ],
  },
  {
    title: 'Board Examination Results (Last Three Years)',
    fileName: 'Board-Examination-Results.pdf',
    description:
      'Number of students registered and passed, and the pass percentage in the Class X and XII board examinations.',
    body: [
      'Class X: registered and passed students and pass percentage for the last three years (sample figures).',
      'Class XII: registered and passed students and pass percentage for the last three years (sample figures).',
    ],
  },
];

export const mandatoryDisclosuresSeeder: Seeder = {
  name: 'mandatory-disclosures',
  async run({ db, pdf }) {
    let order = 1;
    for (const disclosure of DISCLOSURES) {
      const file = await pdf('disclosures', disclosure.title, [disclosure.description, ...disclosure.body]);
      await db.insert(mandatoryDisclosures).values({
        title: disclosure.title,
        description: disclosure.description,
        file,
        fileName: disclosure.fileName,
        order: order++,
      });
    }
  },
};
