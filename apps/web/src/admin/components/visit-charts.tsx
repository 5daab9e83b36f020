import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ADMISSION_CLASSES, type EnquiryCount, type VisitStats } from '@skp/shared';
import { adminFetch } from '../api/admin-http';
import { useWords, type Words } from './admin-text';

// Only the parts drawn here: Chart.js leaves the rest out of this (admin-only, lazily loaded) chunk.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/** Colours with at least 3:1 against white and apart from each other for common colour blindness. */
const COLOURS = ['#1f5fa8', '#c2410c', '#15803d', '#7e22ce', '#a16207'];

export interface Series {
  label: string;
  values: number[];
}

export interface ChartSpec {
  kind: 'line' | 'bar';
  /** The x axis (dates, pages, classes), as shown. */
  labels: string[];
  series: Series[];
  /** The labels are data as stored or dated (titles, addresses, dates, classes): English, marked so. */
  dataLabels?: boolean;
}

/** A CSV cell: quoted, and a leading = + - @ made inert for spreadsheets. */
function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The chart's numbers as CSV: one row per label, one column per series. */
export function chartCsv(heading: string, spec: ChartSpec): string {
  const lines = [[heading, ...spec.series.map((s) => s.label)].map(csvCell).join(',')];
  spec.labels.forEach((label, i) => {
    lines.push([label, ...spec.series.map((s) => s.values[i] ?? 0)].map(csvCell).join(','));
  });
  return `${lines.join('\r\n')}\r\n`;
}

/** The drawing (hidden from screen readers: the table beside it says the same). */
function Drawing({ spec }: { spec: ChartSpec }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const config = {
      type: spec.kind,
      data: {
        labels: spec.labels,
        datasets: spec.series.map((series, i) => ({
          label: series.label,
          data: series.values,
          borderColor: COLOURS[i % COLOURS.length],
          backgroundColor: COLOURS[i % COLOURS.length],
          pointRadius: spec.kind === 'line' ? 2 : 0,
          borderWidth: spec.kind === 'line' ? 2 : 0,
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { display: spec.series.length > 1 } },
      },
    } as unknown as ChartConfiguration;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [spec]);
  return (
    <Box sx={{ position: 'relative', height: 240 }} aria-hidden="true">
      <canvas ref={canvas} data-testid="chart-canvas" />
    </Box>
  );
}

/**
 * One chart in a card: its heading, a line saying what it shows, the drawing, and the same numbers
 * as a table (always there for screen readers; shown instead of the drawing on request) and as CSV.
 */
export function ChartCard(props: {
  title: string;
  description: string;
  /** The first column's heading (Day, Page, Class). */
  heading: string;
  fileName: string;
  spec: ChartSpec;
}) {
  const t = useWords();
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const empty =
    props.spec.series.every((s) => s.values.every((v) => v === 0)) || props.spec.labels.length === 0;
  const csv = useMemo(() => chartCsv(props.heading, props.spec), [props.heading, props.spec]);
  const [href, setHref] = useState('');
  useEffect(() => {
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [csv]);
  return (
    <Card component="section" aria-labelledby={headingId} data-testid="visit-chart">
      <CardContent>
        <Typography variant="h6" component="h3" id={headingId}>
          {props.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {props.description}
        </Typography>
        {empty ? (
          <Typography variant="body2" data-testid="chart-empty">
            {t('Nothing counted yet.')}
          </Typography>
        ) : (
          <>
            {showTable ? null : <Drawing spec={props.spec} />}
            <Box
              tabIndex={showTable ? 0 : undefined}
              sx={
                showTable
                  ? { maxHeight: 320, overflow: 'auto' }
                  : {
                      // '1px', not 1: MUI reads 1 as 100%, and a hidden table as wide as the page
                      // made the whole admin scroll sideways once there were figures.
                      position: 'absolute',
                      width: '1px',
                      height: '1px',
                      margin: '-1px',
                      overflow: 'hidden',
                      clip: 'rect(0 0 0 0)',
                      whiteSpace: 'nowrap',
                    }
              }
            >
              <Box
                component="table"
                sx={{ borderCollapse: 'collapse', '& th, & td': { px: 1, py: 0.25, textAlign: 'left' } }}
              >
                <caption style={{ textAlign: 'left' }}>{props.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{props.heading}</th>
                    {props.spec.series.map((s) => (
                      <th scope="col" key={s.label}>
                        {s.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {props.spec.labels.map((label, i) => (
                    <tr key={`${label}-${i}`}>
                      <th scope="row">{props.spec.dataLabels ? <span lang="en">{label}</span> : label}</th>
                      {props.spec.series.map((s) => (
                        <td key={s.label}>{s.values[i] ?? 0}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                aria-pressed={showTable}
                onClick={() => setShowTable(!showTable)}
              >
                {showTable ? t('Show as chart') : t('Show as table')}
              </Button>
              <Button component="a" size="small" variant="outlined" href={href} download={props.fileName}>
                {t('Download CSV')}
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

const DAY_LABEL = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => DAY_LABEL.format(new Date(`${day}T00:00:00Z`));

/** YYYY-MM-DD moved by whole days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Enquiries per week by kind over the last 52 weeks, each week against the same week a year before. */
export function enquiryWeeks(counts: EnquiryCount[], weeks: { start: string }[], t: Words): ChartSpec {
  const byWeek = new Map<string, number>();
  for (const row of counts)
    byWeek.set(`${row.week}|${row.kind}`, (byWeek.get(`${row.week}|${row.kind}`) ?? 0) + row.count);
  const recent = weeks.slice(-52);
  const of = (week: string, kind: string) => byWeek.get(`${week}|${kind}`) ?? 0;
  return {
    kind: 'line',
    dataLabels: true,
    labels: recent.map((w) => dayLabel(w.start)),
    series: [
      { label: t('Enquiries, this year'), values: recent.map((w) => of(w.start, 'enquiry')) },
      {
        label: t('Enquiries, a year before'),
        values: recent.map((w) => of(addDays(w.start, -364), 'enquiry')),
      },
      { label: t('Admission enquiries, this year'), values: recent.map((w) => of(w.start, 'admission')) },
      {
        label: t('Admission enquiries, a year before'),
        values: recent.map((w) => of(addDays(w.start, -364), 'admission')),
      },
    ],
  };
}

/** Admission enquiries per class sought: the last 52 weeks against the 52 before. */
export function admissionClasses(counts: EnquiryCount[], weeks: { start: string }[], t: Words): ChartSpec {
  const recent = weeks.slice(-52);
  const from = recent[0]?.start ?? '';
  const yearBefore = addDays(from, -364);
  const thisYear = new Map<string, number>();
  const lastYear = new Map<string, number>();
  for (const row of counts) {
    if (row.kind !== 'admission') continue;
    const target = row.week >= from ? thisYear : row.week >= yearBefore ? lastYear : undefined;
    target?.set(row.classSought, (target.get(row.classSought) ?? 0) + row.count);
  }
  return {
    kind: 'bar',
    dataLabels: true,
    labels: [...ADMISSION_CLASSES],
    series: [
      { label: t('This year'), values: ADMISSION_CLASSES.map((c) => thisYear.get(c) ?? 0) },
      { label: t('A year before'), values: ADMISSION_CLASSES.map((c) => lastYear.get(c) ?? 0) },
    ],
  };
}

/** The charts of the admin's home, from GET /api/admin/stats and the enquiry counts. */
export default function VisitCharts() {
  const t = useWords();
  const [stats, setStats] = useState<VisitStats | null>(null);
  const [enquiries, setEnquiries] = useState<EnquiryCount[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    adminFetch<{ stats: VisitStats }>('/admin/stats', { signal })
      .then((data) => setStats(data.stats))
      .catch(() => !signal.aborted && setFailed(true));
    adminFetch<{ counts: EnquiryCount[] }>('/admin/enquiries/counts', { signal })
      .then((data) => setEnquiries(data.counts))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const specs = useMemo(() => {
    if (!stats) return null;
    const views = t('Page views');
    const visitors = t('Visitors (estimated)');
    const pageName = (p: { key: string; title: string }) => (p.title ? `${p.title} (${p.key})` : p.key);
    const hindiShare =
      stats.editions.en + stats.editions.hi > 0
        ? Math.round((100 * stats.editions.hi) / (stats.editions.en + stats.editions.hi))
        : 0;
    const sourceWords: Record<string, string> = {
      whatsapp: t('WhatsApp'),
      google: t('Google'),
      facebook: t('Facebook'),
      other: t('Other sites'),
      direct: t('Direct or an app'),
    };
    const deviceWords: Record<string, string> = {
      phone: t('Phone'),
      tablet: t('Tablet'),
      desktop: t('Computer'),
    };
    return {
      hindiShare,
      days: {
        dataLabels: true,
        kind: 'line',
        labels: stats.days.map((d) => dayLabel(d.start)),
        series: [
          { label: views, values: stats.days.map((d) => d.views) },
          { label: visitors, values: stats.days.map((d) => d.visitors) },
        ],
      } satisfies ChartSpec,
      weeks: {
        dataLabels: true,
        kind: 'line',
        labels: stats.weeks.map((w) => dayLabel(w.start)),
        series: [
          { label: views, values: stats.weeks.map((w) => w.views) },
          { label: visitors, values: stats.weeks.map((w) => w.visitors) },
        ],
      } satisfies ChartSpec,
      topPages: {
        dataLabels: true,
        kind: 'bar',
        labels: stats.topPages.map(pageName),
        series: [{ label: views, values: stats.topPages.map((p) => p.views) }],
      } satisfies ChartSpec,
      topNotices: {
        dataLabels: true,
        kind: 'bar',
        labels: stats.topNotices.map((p) => p.title || p.key),
        series: [{ label: views, values: stats.topNotices.map((p) => p.views) }],
      } satisfies ChartSpec,
      reach: {
        dataLabels: true,
        kind: 'bar',
        labels: stats.noticeReach.map((n) => `${n.title} (${dayLabel(n.publishedOn)})`),
        series: [
          { label: t('Opened on the day'), values: stats.noticeReach.map((n) => n.viewsDay1) },
          { label: t('Opened in 7 days'), values: stats.noticeReach.map((n) => n.viewsDay7) },
          { label: t('PDF on the day'), values: stats.noticeReach.map((n) => n.pdfDay1) },
          { label: t('PDF in 7 days'), values: stats.noticeReach.map((n) => n.pdfDay7) },
        ],
      } satisfies ChartSpec,
      editions: {
        kind: 'bar',
        labels: [t('English'), t('Hindi')],
        series: [{ label: views, values: [stats.editions.en, stats.editions.hi] }],
      } satisfies ChartSpec,
      sources: {
        kind: 'bar',
        labels: stats.sources.map((s) => sourceWords[s.source] ?? s.source),
        series: [{ label: views, values: stats.sources.map((s) => s.views) }],
      } satisfies ChartSpec,
      devices: {
        kind: 'bar',
        labels: stats.devices.map((d) => deviceWords[d.device] ?? d.device),
        series: [{ label: views, values: stats.devices.map((d) => d.views) }],
      } satisfies ChartSpec,
      documents: {
        dataLabels: true,
        kind: 'bar',
        labels: stats.documentDownloads.map((d) => d.title || d.key),
        series: [{ label: t('Downloads'), values: stats.documentDownloads.map((d) => d.views) }],
      } satisfies ChartSpec,
      enquiryWeeks: enquiryWeeks(enquiries, stats.weeks, t),
      admissionClasses: admissionClasses(enquiries, stats.weeks, t),
    };
  }, [stats, enquiries, t]);

  if (failed)
    return <Alert severity="warning">{t('The figures could not be loaded. Please try again later.')}</Alert>;
  if (!stats || !specs) return <FiguresLoading />;
  const error = Math.round(stats.visitorError * 1000) / 10;
  return (
    <Box
      component="section"
      aria-labelledby="visit-figures-heading"
      sx={{ display: 'grid', gap: 2 }}
      data-testid="visit-figures"
    >
      <Typography variant="h5" component="h2" id="visit-figures-heading">
        {t('Visits and enquiries')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(
          'Counted by the website itself, without cookies and without keeping anyone’s address. Visitors are an estimate (within about %{error} %); search engines and link previews are left out.',
          { error },
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <ChartCard
          title={t('Visits per day')}
          description={t('The last 30 days.')}
          heading={t('Day')}
          fileName="visits-per-day.csv"
          spec={specs.days}
        />
        <ChartCard
          title={t('Visits per week')}
          description={t('The last 12 months, by the week’s Monday.')}
          heading={t('Week')}
          fileName="visits-per-week.csv"
          spec={specs.weeks}
        />
        <ChartCard
          title={t('Top pages this week')}
          description={t('Page views since Monday.')}
          heading={t('Page')}
          fileName="top-pages.csv"
          spec={specs.topPages}
        />
        <ChartCard
          title={t('Top notices this week')}
          description={t('Notice pages opened since Monday.')}
          heading={t('Notice')}
          fileName="top-notices.csv"
          spec={specs.topNotices}
        />
        <ChartCard
          title={t('Reach of the last ten notices')}
          description={t(
            'How often each notice and its PDF were opened on the day it was published and in its first 7 days.',
          )}
          heading={t('Notice')}
          fileName="notice-reach.csv"
          spec={specs.reach}
        />
        <ChartCard
          title={t('Enquiries per week')}
          description={t(
            'The last 52 weeks against the same weeks a year before, erased enquiries included.',
          )}
          heading={t('Week')}
          fileName="enquiries-per-week.csv"
          spec={specs.enquiryWeeks}
        />
        <ChartCard
          title={t('Admission enquiries by class')}
          description={t('The last 52 weeks against the 52 weeks before.')}
          heading={t('Class')}
          fileName="admission-enquiries-by-class.csv"
          spec={specs.admissionClasses}
        />
        <ChartCard
          title={t('Hindi pages')}
          description={t('Hindi pages were %{share} % of page views in the last 30 days.', {
            share: specs.hindiShare,
          })}
          heading={t('Edition')}
          fileName="editions.csv"
          spec={specs.editions}
        />
        <ChartCard
          title={t('Where visitors come from')}
          description={t(
            'Page views in the last 30 days by the site that linked to them. WhatsApp’s app usually sends no link, so its visits show as direct.',
          )}
          heading={t('Source')}
          fileName="sources.csv"
          spec={specs.sources}
        />
        <ChartCard
          title={t('Devices')}
          description={t('Page views in the last 30 days by kind of device.')}
          heading={t('Device')}
          fileName="devices.csv"
          spec={specs.devices}
        />
        <ChartCard
          title={t('Documents downloaded')}
          description={t('Disclosure documents and policies opened or downloaded in the last 30 days.')}
          heading={t('Document')}
          fileName="documents.csv"
          spec={specs.documents}
        />
      </Box>
    </Box>
  );
}

function FiguresLoading() {
  const t = useWords();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status" data-testid="figures-loading">
      <CircularProgress size={20} />
      <Typography variant="body2">{t('Loading the figures…')}</Typography>
    </Box>
  );
}
