import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { FACULTY_DEPARTMENTS, type Faculty } from '@skp/shared';
import { useState } from 'react';
import { DataSection } from '../../../components/ui/data-section';
import { PageSection } from '../../../components/ui/page-section';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useFaculty } from '../api/get-faculty';
import { facultyPhoto, usesOwnPhoto } from '../../../site/pages/academics/academics-text';

function Expertise({ expertise }: { expertise: Faculty['expertise'] }) {
  if (Array.isArray(expertise)) {
    if (expertise.length === 0) return null;
    return (
      <Box
        component="ul"
        aria-label="Expertise"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
      >
        {expertise.map((item) => (
          <li key={item}>
            <Chip label={item} size="small" variant="outlined" />
          </li>
        ))}
      </Box>
    );
  }
  if (!expertise.trim()) return null;
  return (
    <Typography variant="body2">
      <strong>Expertise:</strong> {expertise}
    </Typography>
  );
}

function FacultyCard({ member }: { member: Faculty }) {
  const own = usesOwnPhoto(member.image);
  return (
    <Card sx={{ height: '100%', textAlign: 'center' }} data-testid="faculty-card">
      <Box sx={{ pt: 3, display: 'flex', justifyContent: 'center' }}>
        <Box sx={{ width: 128, height: 128, borderRadius: '50%', overflow: 'hidden', bgcolor: 'grey.200' }}>
          <ResponsiveImage
            src={facultyPhoto(member.image)}
            alt={own ? `Photo of ${member.name}` : ''}
            media={own ? member.media : null}
            sizes="128px"
            width={128}
            height={128}
          />
        </Box>
      </Box>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {member.name}
        </Typography>
        <Typography color="primary" sx={{ fontWeight: 600 }}>
          {member.role}
        </Typography>
        <Chip label={member.department} size="small" color="secondary" sx={{ my: 1 }} />
        <Stack spacing={0.75} sx={{ textAlign: 'left', mt: 1 }}>
          {member.education && (
            <Typography variant="body2">
              <strong>Education:</strong> {member.education}
            </Typography>
          )}
          {member.experience && (
            <Typography variant="body2">
              <strong>Experience:</strong> {member.experience}
            </Typography>
          )}
          <Expertise expertise={member.expertise} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Faculty Directory: up to 20 teachers in order, filterable by the departments of SPEC §3. */
export function FacultySection() {
  const [department, setDepartment] = useState<string | undefined>(undefined);
  const query = useFaculty(department);
  const options = [undefined, ...FACULTY_DEPARTMENTS];
  return (
    <PageSection
      id="faculty"
      title="Faculty Directory"
      subtitle="Qualified, caring teachers and mentors who know every child by name."
      tinted
    >
      <Box
        role="group"
        aria-label="Filter by department"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mb: 4 }}
      >
        {options.map((option) => {
          const selected = option === department;
          return (
            <Chip
              key={option ?? 'all'}
              label={option ?? 'All Departments'}
              clickable
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => setDepartment(option)}
              sx={{ bgcolor: selected ? undefined : 'background.paper' }}
            />
          );
        })}
      </Box>
      <DataSection
        query={query}
        errorText="Failed to load faculty directory"
        errorDetail="Failed to fetch faculty data"
        emptyText="No faculty members available at the moment."
        loadingLabel="Loading faculty"
      >
        {(faculty) => (
          <Grid container spacing={3} aria-busy={query.isPlaceholderData}>
            {faculty.map((member) => (
              <Grid key={member._id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <FacultyCard member={member} />
              </Grid>
            ))}
          </Grid>
        )}
      </DataSection>
    </PageSection>
  );
}
