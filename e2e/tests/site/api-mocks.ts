import type { Page, Route } from '@playwright/test';

/** Answers every call to /api/<pattern> with this status and body. */
export async function answerApi(page: Page, pattern: string, status: number, body: unknown) {
  await page.route(`**/api/${pattern}`, (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export const serverError = (message?: string) =>
  message ? { status: 'error', code: 'INTERNAL', message } : 'Internal Server Error';

const img = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#446"/><text x="20" y="150" fill="#fff">${label}</text></svg>`,
  )}`;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const stamps = { createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' };

/** Small, fixed answers for every Home call, for tests that must not depend on the demo content. */
export const FIXTURES: Record<string, unknown> = {
  'notices?**': {
    notices: [
      {
        _id: id(1),
        title: 'Fixture notice about exams',
        description: 'Exams begin soon.',
        type: 'Examination',
        date: '2025-01-05',
        pdfFile: '/api/notices/x/download',
        order: 0,
        priority: 'high',
        publication: 'published',
        publishAt: null,
        expireAt: null,
        ...stamps,
      },
    ],
    pagination: { page: 1, limit: 5, total: 1, pages: 1 },
  },
  'events?**': {
    events: [
      {
        _id: id(2),
        title: 'Fixture annual sports day',
        description: 'On the main ground.',
        date: '2025-02-14',
        endDate: null,
        pdfFile: null,
        type: 'Sports',
        status: 'upcoming',
        location: 'Main ground',
        order: 0,
        registrations: 0,
        publication: 'published',
        publishAt: null,
        expireAt: null,
        ...stamps,
      },
    ],
    pagination: { page: 1, limit: 5, total: 1, pages: 1 },
  },
  'gallery/categories/covers': {
    covers: {
      hostel: { slug: 'hostel', name: 'Hostel', imageUrl: img('Hostel'), media: null, count: 4 },
    },
  },
  'gallery/categories/starred': { starredPhotos: {} },
  'gallery?**': { galleries: [], pagination: { page: 1, limit: 1, total: 0, pages: 0 } },
  'activities/public/all': {
    activities: [
      {
        _id: id(3),
        category: 'Fixture Sports Club',
        icon: 'SportsSoccer',
        activities: ['Football', 'Chess'],
        order: 0,
        ...stamps,
      },
    ],
  },
  'policies/public/all': {
    policies: [
      {
        _id: id(4),
        title: 'Fixture Anti-Bullying Policy',
        description: 'Zero tolerance.',
        fileName: 'policy.pdf',
        viewUrl: '/api/policies/x/view',
        downloadUrl: '/api/policies/x/download',
        order: 0,
        ...stamps,
      },
    ],
  },
  'mandatory-disclosures': {
    mandatoryDisclosures: [
      {
        _id: id(5),
        title: 'Fixture Affiliation Letter',
        description: 'CBSE affiliation.',
        fileName: 'affiliation.pdf',
        viewUrl: '/api/mandatory-disclosures/x/view',
        downloadUrl: '/api/mandatory-disclosures/x/download',
        order: 0,
        ...stamps,
      },
    ],
  },
  'hero-section-images?**': {
    images: [
      {
        _id: id(6),
        imageUrl: img('Hero one'),
        altText: 'Fixture hero one',
        title: 'One',
        order: 0,
        section: 'home',
        isActive: true,
        media: null,
        ...stamps,
      },
      {
        _id: id(7),
        imageUrl: img('Hero two'),
        altText: 'Fixture hero two',
        title: 'Two',
        order: 1,
        section: 'home',
        isActive: true,
        media: null,
        ...stamps,
      },
    ],
  },
  'contact/public': {
    contact: {
      address: 'Fixture Road, Deoghar, Jharkhand 814112',
      phone: '91 6432 000000',
      email: 'office@fixture.example',
      officeHours: 'Mon-Sat 8:00 AM - 2:00 PM',
      whatsapp: '919000000000',
      socialLinks: { facebook: 'https://facebook.com/fixture', instagram: '', youtube: '', twitter: '' },
      roadmapImageUrl: '',
    },
  },
};

/** Serves FIXTURES for every Home call (wrapped in the success envelope). */
export async function serveFixtures(page: Page) {
  for (const [pattern, data] of Object.entries(FIXTURES)) {
    await answerApi(page, pattern, 200, { status: 'success', data });
  }
}
