import type { ContactInfo } from '@skp/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactPage } from './contact-page';
import { withI18n } from '../../i18n/with-i18n';

afterEach(cleanup);

describe('ContactPage (what the browser tests cannot give it: chosen data)', () => {
  it('adds a plus to a phone number without one', () => {
    const contact = {
      address: 'Deoghar',
      phone: '91 6432 222333',
      email: 'office@example.org',
      officeHours: '',
      whatsapp: '',
      socialLinks: { facebook: '', instagram: '', youtube: '', twitter: '' },
      roadmapImageUrl: '',
      roadmapMedia: null,
    } as unknown as ContactInfo;
    render(
      withI18n(
        <ContactPage
          data={{
            hero: { ok: true, data: [] },
            intro: { ok: true, data: null },
            contact: { ok: true, data: contact },
          }}
        />,
      ),
    );
    const details = screen.getByTestId('contact-details');
    expect(within(details).getByRole('link', { name: '+91 6432 222333' }).getAttribute('href')).toBe(
      'tel:+916432222333',
    );
    expect(screen.queryByRole('region', { name: 'School Roadmap' })).toBeNull();
  });
});
