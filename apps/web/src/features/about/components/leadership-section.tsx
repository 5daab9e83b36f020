import CloseIcon from '@mui/icons-material/Close';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import type { Leader } from '@skp/shared';
import { useId, useRef, useState } from 'react';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useLeaders } from '../api/get-leaders';
import { initials, leaderParagraphs, leaderPreview } from '../../../site/pages/about/leader-text';

function LeaderPhoto({ leader, size }: { leader: Leader; size: number }) {
  const src = leader.media?.url || leader.profileImage?.url;
  return (
    <Avatar sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 3 }}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={`Portrait of ${leader.name}`}
          media={leader.media}
          sizes={`${size}px`}
          width={size}
          height={size}
        />
      ) : (
        initials(leader.name)
      )}
    </Avatar>
  );
}

function LeaderDialog(props: {
  person: Leader | null;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  const { person, open, onClose, onExited } = props;
  const titleId = useId();
  return (
    <Dialog
      open={open && person !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
      slotProps={{ transition: { onExited } }}
    >
      {person && (
        <>
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            Message from {person.name}
          </DialogTitle>
          <IconButton
            aria-label="Close message"
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
          {/* Focusable: on a phone the long message scrolls and the keyboard must reach it. */}
          <DialogContent dividers tabIndex={0}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={3}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <Stack spacing={1} sx={{ alignItems: 'center', minWidth: 180 }}>
                <LeaderPhoto leader={person} size={140} />
                <Typography variant="h6" component="p" sx={{ fontWeight: 700, textAlign: 'center' }}>
                  {person.name}
                </Typography>
                <Chip label={person.role} color="primary" size="small" />
                {person.title && (
                  <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                    {person.title}
                  </Typography>
                )}
                {person.experience && (
                  <Typography variant="body2" sx={{ textAlign: 'center' }}>
                    Experience: {person.experience}
                  </Typography>
                )}
              </Stack>
              <Box data-testid="leader-full-message">
                {leaderParagraphs(person).map((paragraph, i) => (
                  <Typography key={i} sx={{ mb: 2, lineHeight: 1.75 }}>
                    {paragraph}
                  </Typography>
                ))}
              </Box>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** Leadership Messages: cards (up to 10, displayOrder ascending) that open the full message. */
export function LeadershipSection() {
  const query = useLeaders();
  // The selected leader stays set while the dialog fades out.
  const [selected, setSelected] = useState<Leader | null>(null);
  const [open, setOpen] = useState(false);
  const cards = useRef(new Map<string, HTMLElement>());
  const lastOpened = useRef<string | null>(null);

  const show = (leader: Leader) => {
    lastOpened.current = leader._id;
    setSelected(leader);
    setOpen(true);
  };
  // Focus goes back to the card that opened the dialog, also when it was opened without focusing it.
  const restoreFocus = () => {
    const id = lastOpened.current;
    if (id) cards.current.get(id)?.focus();
  };

  return (
    <PageSection
      id="leadership"
      title="Leadership Messages"
      subtitle="Words from the people who lead our school. Select a card to read the full message."
      tinted
    >
      <DataSection
        query={query}
        errorText="Failed to load leadership messages"
        errorDetail="Failed to fetch leadership data"
        emptyText="No leadership messages available"
        loadingLabel="Loading leadership messages"
      >
        {(leaders) => (
          <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
            {leaders.map((leader) => (
              <Grid key={leader._id} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card sx={{ height: '100%' }} data-testid="leader-card">
                  <CardActionArea
                    ref={(node: HTMLButtonElement | null) => {
                      if (node) cards.current.set(leader._id, node);
                      else cards.current.delete(leader._id);
                    }}
                    onClick={() => show(leader)}
                    aria-haspopup="dialog"
                    aria-label={`Read the message from ${leader.name}, ${leader.role}`}
                    sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
                  >
                    <CardContent sx={{ flexGrow: 1, textAlign: 'center' }}>
                      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
                        <LeaderPhoto leader={leader} size={112} />
                      </Box>
                      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                        {leader.name}
                      </Typography>
                      <Typography color="primary" sx={{ fontWeight: 600 }}>
                        {leader.role}
                      </Typography>
                      {leader.title && (
                        <Typography variant="body2" color="text.secondary">
                          {leader.title}
                        </Typography>
                      )}
                      <Box sx={{ mt: 2, display: 'flex', gap: 1, textAlign: 'left' }}>
                        <FormatQuoteIcon color="secondary" aria-hidden />
                        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                          {leaderPreview(leader)}
                        </Typography>
                      </Box>
                      <Typography variant="button" color="primary" component="p" sx={{ mt: 2 }}>
                        Read full message
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </DataSection>
      <LeaderDialog person={selected} open={open} onClose={() => setOpen(false)} onExited={restoreFocus} />
    </PageSection>
  );
}
