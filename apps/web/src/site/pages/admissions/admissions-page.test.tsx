import type { AdmissionsPageData, FeeStructure } from '@skp/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdmissionsPage } from './admissions-page';
import { withI18n } from '../../i18n/with-i18n';

afterEach(cleanup);

describe('AdmissionsPage (what the browser tests cannot give it: chosen data)', () => {
  it('defaults other charges to ₹0, groups rupees the Indian way and highlights a featured fee', () => {
    const fee = {
      _id: '00000000-0000-4000-8000-000000000001',
      level: 'Primary',
      admissionFee: 125000,
      monthlyFee: 3800,
      annualFee: 57000,
      featured: true,
      displayOrder: 1,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
    } as unknown as FeeStructure;
    const data: AdmissionsPageData = {
      hero: { ok: true, data: [] },
      intro: { ok: true, data: null },
      admission: { ok: true, data: null },
      fees: { ok: true, data: [fee] },
    };
    render(withI18n(<AdmissionsPage data={data} />));
    const card = screen.getByTestId('fee-card');
    expect(card.textContent).toContain('Admission Fee₹1,25,000');
    expect(card.textContent).toContain('Other Charges₹0');
    expect(card.getAttribute('data-featured')).toBe('true');
    expect(within(card).getByText('Featured')).toBeTruthy();
    // No admission information yet: empty, and the Apply buttons wait for the portal address.
    expect(screen.getByText('No admission requirements available at the moment.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Apply Online' })).toHaveLength(2);
  });
});
