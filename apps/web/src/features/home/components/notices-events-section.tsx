import CampaignIcon from '@mui/icons-material/Campaign';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { reloadPage } from '../../../components/ui/data-section';
import { SectionHeading } from '../../../components/ui/section-heading';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/formatters';
import { useHomeEvents } from '../api/get-events';
import { useHomeNotices } from '../api/get-notices';
import { HomeSection } from './home-section';

export const NOTICES_EMPTY_TEXT = 'No notices available at the moment.';
export const EVENTS_EMPTY_TEXT = 'No upcoming events at the moment.';
export const NOTICES_EVENTS_ERROR_TEXT = 'Failed to load notices and events';
export const FETCH_ERROR_FALLBACK = 'Failed to fetch data';

interface Item {
  _id: string;
  title: string;
  description: string;
  date: string;
  pdfFile: string | null;
  type?: string;
}

function ItemCard({ item, showType, icon }: { item: Item; showType: boolean; icon: ReactNode }) {
  return (
    <Card component="article" variant="outlined" data-testid="notice-event-card">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
          {showType && item.type && (
            <Chip size="small" label={item.type} color="secondary" variant="outlined" />
          )}
          <Typography component="time" dateTime={item.date} variant="body2" color="text.secondary">
            {formatDate(item.date)}
          </Typography>
        </Stack>
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {item.title}
        </Typography>
        {item.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="clamped-description"
            sx={{
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.description}
          </Typography>
        )}
        {item.pdfFile && (
          <Button
            component="a"
            href={item.pdfFile}
            target="_blank"
            rel="noopener noreferrer"
            size="small"
            startIcon={<DownloadIcon />}
            sx={{ mt: 1 }}
            aria-label={`Download ${item.title}`}
          >
            Download
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function Column(props: {
  title: string;
  headingId: string;
  items: Item[] | undefined;
  pending: boolean;
  failed: boolean;
  emptyText: string;
  showType: boolean;
  icon: ReactNode;
}) {
  const { title, headingId, items, pending, failed, emptyText, showType, icon } = props;
  return (
    <Box component="section" aria-labelledby={headingId} data-column={headingId}>
      <Typography id={headingId} component="h3" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {items !== undefined ? (
        items.length === 0 ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          <Stack spacing={2}>
            {items.map((item) => (
              <ItemCard key={item._id} item={item} showType={showType} icon={icon} />
            ))}
          </Stack>
        )
      ) : pending && !failed ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={`Loading ${title.toLowerCase()}`} />
        </Box>
      ) : null}
    </Box>
  );
}

export function NoticesEventsSection() {
  const notices = useHomeNotices();
  const events = useHomeEvents();
  const noticesFailed = notices.isError && notices.data === undefined;
  const eventsFailed = events.isError && events.data === undefined;
  const failure = noticesFailed ? notices.error : eventsFailed ? events.error : null;

  return (
    <HomeSection id="notices-events" tinted>
      <SectionHeading
        id="notices-events-heading"
        title="Notices & Events"
        subtitle="The latest announcements and what is coming up at school."
      />
      {failure !== null && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={reloadPage}>
              Retry
            </Button>
          }
        >
          <AlertTitle>{NOTICES_EVENTS_ERROR_TEXT}</AlertTitle>
          {errorMessage(failure, FETCH_ERROR_FALLBACK)}
        </Alert>
      )}
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Column
            title="Recent Notices"
            headingId="recent-notices-heading"
            items={notices.data}
            pending={notices.isPending}
            failed={noticesFailed}
            emptyText={NOTICES_EMPTY_TEXT}
            showType
            icon={<CampaignIcon fontSize="small" />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Column
            title="Upcoming Events"
            headingId="upcoming-events-heading"
            items={events.data}
            pending={events.isPending}
            failed={eventsFailed}
            emptyText={EVENTS_EMPTY_TEXT}
            showType={false}
            icon={<EventIcon fontSize="small" />}
          />
        </Grid>
      </Grid>
    </HomeSection>
  );
}
