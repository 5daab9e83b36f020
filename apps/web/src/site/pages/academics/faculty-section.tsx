import { useContentLang } from '../../i18n/content-lang';
import { useI18n, type Translate } from '../../i18n/site-i18n';
import { FACULTY_DEPARTMENTS, type Faculty, type Locale, type SectionResult } from '@skp/shared';
import { ResponsiveImage } from '../../ui/responsive-image';
import { facultyPhoto, usesOwnPhoto } from './academics-text';
import card from '../../ui/card.module.css';
import { layout } from '../../ui/layout';
import { PageSection } from '../../ui/page-section';
import { SectionStates } from '../../ui/section-states';
import styles from './academics.module.css';

/** The departments of docs/requirements.md#entities in the page's edition (a department outside the list as staff wrote it). */
function departmentName(department: string, locale: Locale, t: Translate): string {
  if (locale === 'en' || !(FACULTY_DEPARTMENTS as readonly string[]).includes(department)) return department;
  return t(`academics.departments.${department as (typeof FACULTY_DEPARTMENTS)[number]}`);
}

function Expertise({ expertise, lang }: { expertise: Faculty['expertise']; lang: string | undefined }) {
  const { t } = useI18n();
  if (Array.isArray(expertise)) {
    if (expertise.length === 0) return null;
    return (
      <ul aria-label={t('academics.faculty.expertise')} className={styles.chips} lang={lang}>
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
      <strong>{t('academics.faculty.expertiseLabel')}</strong> <span lang={lang}>{expertise}</span>
    </p>
  );
}

function FacultyCard({ member }: { member: Faculty }) {
  const { locale, t } = useI18n();
  const lang = useContentLang();
  const own = usesOwnPhoto(member.image);
  return (
    <div className={`${card.card} ${styles.facultyCard}`} data-testid="faculty-card">
      <div className={styles.photoRow}>
        <div className={styles.photo}>
          <ResponsiveImage
            src={facultyPhoto(member.image)}
            alt={own ? t('about.hallOfFame.photoOf', { name: member.name }) : ''}
            media={own ? member.media : null}
            sizes="128px"
            width={128}
            height={128}
          />
        </div>
      </div>
      <div className={card.content}>
        <h3 className={card.title}>{member.name}</h3>
        <p className={styles.role} lang={lang(member, 'role')}>
          {member.role}
        </p>
        <span className={styles.department}>{departmentName(member.department, locale, t)}</span>
        <div className={styles.details}>
          {member.education && (
            <p className={styles.detail}>
              <strong>{t('academics.faculty.education')}</strong>{' '}
              <span lang={lang(member, 'education')}>{member.education}</span>
            </p>
          )}
          {member.experience && (
            <p className={styles.detail}>
              <strong>{t('academics.faculty.experience')}</strong>{' '}
              <span lang={lang(member, 'experience')}>{member.experience}</span>
            </p>
          )}
          <Expertise expertise={member.expertise} lang={lang(member, 'expertise')} />
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
  const { locale, t } = useI18n();
  const options = [null, ...FACULTY_DEPARTMENTS];
  return (
    <form method="get" action="#faculty">
      <div role="group" aria-label={t('academics.faculty.filter')} className={styles.filters}>
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
              {option ? departmentName(option, locale, t) : t('academics.faculty.allDepartments')}
            </button>
          );
        })}
      </div>
    </form>
  );
}

/** Faculty Directory: up to 20 teachers in order, filterable by the departments of docs/requirements.md#entities. */
export function FacultySection({
  faculty,
  department,
}: {
  faculty: SectionResult<Faculty[]>;
  department: string | null;
}) {
  const { t } = useI18n();
  return (
    <PageSection
      id="faculty"
      title={t('academics.faculty.title')}
      subtitle={t('academics.faculty.subtitle')}
      tint="grey"
    >
      <DepartmentFilter department={department} />
      <SectionStates
        result={faculty}
        errorText={t('academics.faculty.error')}
        errorDetail={t('academics.faculty.errorDetail')}
        emptyText={t('academics.faculty.empty')}
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
