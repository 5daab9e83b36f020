import { feeStructures } from '../../db/schema/index';
import type { Seeder } from '../seed-context';

/** Sample amounts in whole rupees for the demo; the school's accounts office replaces them in the admin. */
const FEES = [
  { level: 'Pre-Primary', admissionFee: 12_000, monthlyFee: 3_000, annualFee: 45_000, otherCharges: 4_500 },
  { level: 'Primary', admissionFee: 15_000, monthlyFee: 3_800, annualFee: 57_000, otherCharges: 6_000 },
  {
    level: 'Secondary',
    admissionFee: 20_000,
    monthlyFee: 5_200,
    annualFee: 78_000,
    otherCharges: 8_500,
    featured: true,
  },
  {
    level: 'Higher Secondary',
    admissionFee: 25_000,
    monthlyFee: 8_500,
    annualFee: 1_25_000,
    otherCharges: 12_000,
  },
];

export const feesSeeder: Seeder = {
  name: 'fees',
  async run({ db }) {
    let displayOrder = 1;
    for (const fee of FEES) {
      await db.insert(feeStructures).values({ featured: false, ...fee, displayOrder: displayOrder++ });
    }
  },
};
