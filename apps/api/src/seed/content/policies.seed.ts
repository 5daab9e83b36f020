import { policies } from '../../db/schema/index';
import type { Seeder } from '../seed-context';

const POLICIES = [
  {
    title: 'Admission Policy',
    fileName: 'Admission-Policy-2024-25.pdf',
    description:
      'Age criteria, registration, entrance assessment and interview, documents required and the reservation of seats under the RTE Act for the session 2024-25.',
    body: [
      'Admission is open from Pre-Primary to Class XII, subject to the availability of seats. The age criteria follow the guidelines of the CBSE and the Government of Jharkhand.',
      'The process has five steps: Application Submission, Document Verification, Entrance Assessment, Interview and Admission Confirmation.',
      'Seats are reserved for children from economically weaker sections and disadvantaged groups as required by the Right of Children to Free and Compulsory Education Act, 2009.',
    ],
  },
  {
    title: 'Fee Payment and Refund Policy',
    fileName: 'Fee-Payment-and-Refund-Policy.pdf',
    description:
      'When fees are due, the late fee, concessions for siblings and staff wards, and how refunds are made on withdrawal.',
    body: [
      'Tuition fees are payable quarterly by the 10th of April, July, October and January. A late fee is charged after the due date.',
      'A concession on tuition fees is given to the second child of the same family studying in the school.',
      'On withdrawal, the caution money is refunded within 30 days; the admission fee is not refundable.',
    ],
  },
  {
    title: 'Child Protection and Anti-Bullying Policy',
    fileName: 'Child-Protection-and-Anti-Bullying-Policy.pdf',
    description:
      'Our commitment to a safe school: the code of conduct for staff, how students and parents report a concern, and how complaints are handled.',
    body: [
      'Every student has the right to feel safe at school, on school transport and in the hostel. Bullying, ragging, harassment and corporal punishment are prohibited.',
      'Students and parents may report a concern to a class teacher, the school counsellor or the Principal, in person or in writing. Every report is recorded and investigated confidentially.',
      'The school follows the POCSO Act, 2012 and the CBSE guidelines on the safety of children in schools.',
    ],
  },
  {
    title: 'Hostel Rules and Code of Conduct',
    fileName: 'Hostel-Rules-and-Code-of-Conduct.pdf',
    description:
      'Daily routine, study hours, visiting days, leave, health care and the personal belongings allowed for residential students.',
    body: [
      'The hostel day begins at 5:30 AM with yoga and ends with lights out at 10:00 PM. Supervised study hours run every evening.',
      'Parents may visit on the second and fourth Sundays of the month. Leave is granted only on a written request from the parent.',
      'A resident nurse is on campus at all times, and a doctor visits twice a week.',
    ],
  },
  {
    title: 'Transport Policy',
    fileName: 'Transport-Policy.pdf',
    description: 'Bus routes, pick-up and drop rules, safety measures and transport fees for day scholars.',
    body: [
      'School buses cover Deoghar town, Jasidih and the nearby villages. Every bus has GPS, a first-aid kit, a female attendant and CCTV.',
      'Parents must collect younger children at the stop in person or send an authorised person with the transport card.',
    ],
  },
];

export const policiesSeeder: Seeder = {
  name: 'policies',
  async run({ db, pdf }) {
    let order = 1;
    for (const policy of POLICIES) {
      const file = await pdf('policies', policy.title, [policy.description, ...policy.body]);
      await db.insert(policies).values({
        title: policy.title,
        description: policy.description,
        file,
        fileName: policy.fileName,
        order: order++,
      });
    }
  },
};
