import { describe, expect, it } from 'vitest';
import type { EnquiryCount } from '@skp/shared';
import { admissionClasses, chartCsv, enquiryWeeks } from './visit-charts';

const words = (english: string) => english;

describe('the figures as CSV', () => {
  it('writes one row per label and one column per series, quoted, with formulas made inert', () => {
    const csv = chartCsv('Notice', {
      kind: 'bar',
      labels: ['Sports day, "moved"', '=HYPERLINK("x")'],
      series: [
        { label: 'Opened on the day', values: [12, 0] },
        { label: 'PDF on the day', values: [3] },
      ],
    });
    expect(csv).toBe(
      '"Notice","Opened on the day","PDF on the day"\r\n' +
        '"Sports day, ""moved""","12","3"\r\n' +
        '"\'=HYPERLINK(""x"")","0","0"\r\n',
    );
  });
});

describe('enquiries this year against last', () => {
  const weeks = Array.from({ length: 53 }, (_, i) => ({
    start: new Date(Date.parse('2025-11-24T00:00:00Z') + (i - 52) * 7 * 86_400_000)
      .toISOString()
      .slice(0, 10),
  }));
  const counts: EnquiryCount[] = [
    { week: '2025-11-24', kind: 'enquiry', classSought: '', count: 4 },
    { week: '2024-11-25', kind: 'enquiry', classSought: '', count: 1 },
    { week: '2025-11-24', kind: 'admission', classSought: 'Class 3', count: 2 },
    { week: '2025-06-02', kind: 'admission', classSought: 'Class 3', count: 1 },
    { week: '2024-11-25', kind: 'admission', classSought: 'Nursery', count: 5 },
    // Older than two years: in neither.
    { week: '2023-01-02', kind: 'admission', classSought: 'Nursery', count: 9 },
  ];

  it('sets each week beside the same week 52 weeks before, per kind', () => {
    const spec = enquiryWeeks(counts, weeks, words);
    expect(spec.labels).toHaveLength(52);
    expect(spec.series.map((s) => s.values.at(-1))).toEqual([4, 1, 2, 5]);
  });

  it('adds admission enquiries per class for the last 52 weeks and the 52 before', () => {
    const spec = admissionClasses(counts, weeks, words);
    const at = (name: string) => spec.labels.indexOf(name);
    expect(spec.series[0]!.values[at('Class 3')]).toBe(3);
    expect(spec.series[1]!.values[at('Nursery')]).toBe(5);
    expect(spec.series[0]!.values[at('Nursery')]).toBe(0);
  });
});
