import type { AcademicsPageData, Curriculum, Faculty } from '@skp/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AcademicsPage } from './academics-page';
import { withI18n } from '../../i18n/with-i18n';

afterEach(cleanup);

const stamp = { createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' };

function member(over: Partial<Faculty> & Pick<Faculty, '_id' | 'name' | 'image' | 'expertise'>): Faculty {
  return {
    role: 'PGT Physics',
    department: 'Science',
    experience: '5 years',
    education: 'M.Sc.',
    media: null,
    order: 1,
    ...stamp,
    ...over,
  } as Faculty;
}

const level = {
  _id: '00000000-0000-4000-8000-000000000010',
  level: 'Primary',
  age: '6-10 years',
  icon: 'Rocket',
  description: 'Primary stage',
  subjects: ['English'],
  activities: ['Art'],
  order: 1,
  ...stamp,
} as unknown as Curriculum;

function page(over: Partial<AcademicsPageData>) {
  const data: AcademicsPageData = {
    hero: { ok: true, data: [] },
    intro: { ok: true, data: null },
    curriculum: { ok: true, data: [] },
    faculty: { ok: true, data: [] },
    department: null,
    ...over,
  };
  return render(withI18n(<AcademicsPage data={data} />));
}

describe('AcademicsPage (what the browser tests cannot give it: chosen data)', () => {
  it('uses a faculty photo only when it starts with http; expertise as a list or as text', () => {
    page({
      faculty: {
        ok: true,
        data: [
          member({
            _id: '00000000-0000-4000-8000-000000000001',
            name: 'Web Photo',
            image: 'https://photos.example.org/t.jpg',
            expertise: ['Optics', 'Mechanics'],
          }),
          member({
            _id: '00000000-0000-4000-8000-000000000002',
            name: 'Local Photo',
            image: '/uploads/faculty/t.jpg',
            expertise: 'Organic chemistry and lab safety',
          }),
        ],
      },
    });
    const [web, local] = screen.getAllByTestId('faculty-card');
    expect(within(web!).getByRole('img').getAttribute('src')).toBe('https://photos.example.org/t.jpg');
    const placeholder = local!.querySelector('img')!.getAttribute('src')!;
    expect(placeholder).not.toContain('/uploads/');
    expect(within(web!).getByRole('list', { name: 'Expertise' }).textContent).toBe('OpticsMechanics');
    expect(local!.textContent).toContain('Expertise: Organic chemistry and lab safety');
  });

  it('shows the Book icon for an unknown curriculum icon', () => {
    page({ curriculum: { ok: true, data: [level] } });
    const card = screen.getByTestId('curriculum-card');
    expect(card.querySelector('svg[data-icon]')!.getAttribute('data-icon')).toBe('Book');
    expect(card.querySelector('details summary')!.textContent).toBe('Subjects (1)');
  });

  it('marks the chosen department as pressed', () => {
    page({ department: 'Science' });
    const filters = screen.getByRole('group', { name: 'Filter by department' });
    expect(within(filters).getByRole('button', { name: 'Science' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      within(filters).getByRole('button', { name: 'All Departments' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });
});
