import { FACULTY_DEPARTMENTS, type Faculty, type SectionResult } from '@skp/shared';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { facultyPhoto, usesOwnPhoto } from './academics-text';
import card from '../../ui/card.module.css';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './academics.module.css';

function Expertise({ expertise }: { expertise: Faculty['expertise'] }) {
  if (Array.isArray(expertise)) {
    if (expertise.length === 0) return null;
    return (
      <ul aria-label="Expertise" className={styles.chips}>
        {expertise.map((item) => (
          <li key={item} className={styles.outlinedChip}>
            {item}
          </li>
        ))}
      </ul>
    );
  }
  if (!expertise.trim()) return null;
  return (
    <p className={styles.detail}>
      <strong>Expertise:</strong> {expertise}
    </p>
  );
}

function FacultyCard({ member }: { member: Faculty }) {
  const own = usesOwnPhoto(member.image);
  return (
    <div className={`${card.card} ${styles.facultyCard}`} data-testid="faculty-card">
      <div className={styles.photoRow}>
        <div className={styles.photo}>
          <ResponsiveImage
            src={facultyPhoto(member.image)}
            alt={own ? `Photo of ${member.name}` : ''}
            media={own ? member.media : null}
            sizes="128px"
            width={128}
            height={128}
          />
        </div>
      </div>
      <div className={card.content}>
        <h3 className={card.title}>{member.name}</h3>
        <p className={styles.role}>{member.role}</p>
        <span className={styles.department}>{member.department}</span>
        <div className={styles.details}>
          {member.education && (
            <p className={styles.detail}>
              <strong>Education:</strong> {member.education}
            </p>
          )}
          {member.experience && (
            <p className={styles.detail}>
              <strong>Experience:</strong> {member.experience}
            </p>
          )}
          <Expertise expertise={member.expertise} />
        </div>
      </div>
    </div>
  );
}

/**
 * The department filter: a plain GET form (?department=X) whose buttons each submit one choice, so
 * it works without JavaScript; the page comes back at the directory (#faculty).
 */
function DepartmentFilter({ department }: { department: string | null }) {
  const options = [null, ...FACULTY_DEPARTMENTS];
  return (
    <form method="get" action="#faculty">
      <div role="group" aria-label="Filter by department" className={styles.filters}>
        {options.map((option) => {
          const selected = option === department;
          return (
            <button
              key={option ?? 'all'}
              type="submit"
              {...(option ? { name: 'department', value: option } : {})}
              aria-pressed={selected}
              className={selected ? styles.filterSelected : styles.filter}
            >
              {option ?? 'All Departments'}
            </button>
          );
        })}
      </div>
    </form>
  );
}

/** Faculty Directory: up to 20 teachers in order, filterable by the departments of SPEC §3. */
export function FacultySection({
  faculty,
  department,
}: {
  faculty: SectionResult<Faculty[]>;
  department: string | null;
}) {
  return (
    <PageSection
      id="faculty"
      title="Faculty Directory"
      subtitle="Qualified, caring teachers and mentors who know every child by name."
      tint="grey"
    >
      <DepartmentFilter department={department} />
      <SectionStates
        result={faculty}
        errorText="Failed to load faculty directory"
        errorDetail="Failed to fetch faculty data"
        emptyText="No faculty members available at the moment."
      >
        {(members) => (
          <div className={layout.grid4}>
            {members.map((member) => (
              <FacultyCard key={member._id} member={member} />
            ))}
          </div>
        )}
      </SectionStates>
    </PageSection>
  );
}
