import { notices } from '../../db/schema/index';
import { slugFromTitle } from '../../lib/slugs';
import type { Seeder } from '../seed-context';

/** Demo bodies: what the admin's rich-text editor saves (headings, lists, bold, links). */
const BODIES: Record<string, string> = {
  'Admissions Open for Session 2024-25': [
    '<p>Registration for admission to <strong>Pre-Primary to Class 12</strong> for the session 2024-25 is now open.</p>',
    '<h2>How to apply</h2>',
    '<ol><li>Collect the form from the school office, or register on the online portal.</li>',
    '<li>Submit it with the birth certificate, the last report card and two photographs.</li>',
    '<li>Bring the child for the interaction on the date given at submission.</li></ol>',
    '<h2>Seats</h2>',
    '<p>Seats are limited in <strong>Classes 1, 6, 9 and 11</strong>. The full schedule is in the attached PDF.</p>',
  ].join(''),
  'Half-Yearly Examination Schedule': [
    '<p>The half-yearly examinations for <strong>Classes 3 to 12</strong> begin as given in the attached schedule.</p>',
    '<h2>On the examination day</h2>',
    '<ul><li>Carry the admit card; no student is admitted without it.</li>',
    '<li>Report to the examination hall by <strong>8:30 AM</strong>.</li>',
    '<li>Bring your own stationery; borrowing is not allowed in the hall.</li></ul>',
  ].join(''),
  'Parent-Teacher Meeting': [
    '<p>A Parent-Teacher Meeting for all classes will be held on <strong>Saturday, 9:00 AM to 12:30 PM</strong>.</p>',
    '<h2>What to bring</h2>',
    "<ul><li>The student's diary</li><li>Any questions for the subject teachers</li></ul>",
    '<p>Parents who cannot attend may write to the class teacher through the <a href="/contact">contact page</a>.</p>',
  ].join(''),
};

const DAY = 24 * 60 * 60 * 1000;

export const noticesSeeder: Seeder = {
  name: 'notices',
  async run({ db, pdf }) {
    const today = Date.now();
    const items = [
      {
        title: 'Admissions Open for Session 2024-25',
        type: 'Admission',
        priority: 'high',
        days: -2,
        withPdf: true,
        description:
          'Registration for admission from Pre-Primary to Class 12 for the session 2024-25 is open. Forms are available at the school office and through the online registration portal. Seats are limited in Classes 1, 6, 9 and 11.',
      },
      {
        title: 'Half-Yearly Examination Schedule',
        type: 'Examination',
        priority: 'high',
        days: -5,
        withPdf: true,
        description:
          'The half-yearly examinations for Classes 3 to 12 begin on the date given in the attached schedule. Students must carry their admit cards and report to their examination hall by 8:30 AM.',
      },
      {
        title: 'Parent-Teacher Meeting',
        type: 'General',
        priority: 'medium',
        days: -8,
        withPdf: false,
        description:
          'A Parent-Teacher Meeting for all classes will be held on Saturday from 9:00 AM to 12:30 PM. Parents are requested to collect the progress reports and meet the class teachers.',
      },
      {
        title: 'Winter Uniform from 15 November',
        type: 'General',
        priority: 'medium',
        days: -12,
        withPdf: false,
        description:
          'Students will wear the winter uniform from 15 November: navy blazer, grey trousers or skirt with stockings, and the school sweater on cold days.',
      },
      {
        title: 'Holiday on Account of Chhath Puja',
        type: 'Holiday',
        priority: 'low',
        days: -15,
        withPdf: false,
        description:
          'The school will remain closed for Chhath Puja. Classes resume on the following Monday. Hostel students staying back will follow the hostel timetable.',
      },
      {
        title: 'Inter-House Science Exhibition',
        type: 'Academic',
        priority: 'medium',
        days: -18,
        withPdf: true,
        description:
          'Houses Brikodar, Einstein, Shivaji and Tagore will present working models on the theme of sustainable living. Entries to be submitted to the science department.',
      },
      {
        title: 'Fee Payment Reminder for the Third Quarter',
        type: 'Fees',
        priority: 'high',
        days: -21,
        withPdf: true,
        description:
          'Parents are requested to pay the third-quarter fee by the 10th of the month at the school accounts office or through the bank. A late fee applies after the due date.',
      },
      {
        title: 'Bus Route Changes in Deoghar Town',
        type: 'Transport',
        priority: 'low',
        days: -25,
        withPdf: false,
        description:
          'Routes 3 and 5 will change from Monday because of road repairs near Tower Chowk. The revised pick-up times are available from the transport in-charge.',
      },
      {
        title: 'CBSE Registration for Classes 9 and 11',
        type: 'Examination',
        priority: 'medium',
        days: -30,
        withPdf: true,
        description:
          'Students of Classes 9 and 11 must verify their names, dates of birth and subjects in the CBSE registration list displayed on the notice board.',
      },
      {
        title: 'Annual Sports Meet Trials',
        type: 'Sports',
        priority: 'low',
        days: -34,
        withPdf: false,
        description:
          'Trials for athletics, kabaddi, football and cricket for the Annual Sports Meet will be held in the school grounds after school hours.',
      },
    ] as const;
    let order = 0;
    for (const item of items) {
      const pdfFile = item.withPdf
        ? await pdf('notices', item.title, [
            item.description,
            'For details, contact the school office during office hours.',
            'Principal, S.K.P. Vidya Vihar',
          ])
        : null;
      await db.insert(notices).values({
        title: item.title,
        slug: slugFromTitle(item.title, 'notice'),
        description: item.description,
        body: BODIES[item.title] ?? '',
        type: item.type,
        priority: item.priority,
        date: new Date(today + item.days * DAY),
        order: order++,
        pdfFile,
      });
    }
  },
};
