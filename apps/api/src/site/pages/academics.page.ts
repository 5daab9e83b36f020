import {
  curriculumListQuerySchema,
  facultyDepartmentSchema,
  facultyListQuerySchema,
  type AcademicsPageData,
} from '@skp/shared';
import { loadSections } from '../load-sections';
import { heroImages, inEdition, pageCopyInEdition, type SitePageDefinition } from '../page-definition';

/** docs/requirements.md#limits: the Academics page shows up to 20 faculty members. */
const FACULTY_LIMIT = '20';

/** Academics (docs/requirements.md#academics): the hero, the curriculum levels and the Faculty Directory (?department=). */
export const academicsPage: SitePageDefinition<'academics'> = {
  name: 'academics',
  query(raw): Record<string, string> {
    const department = facultyDepartmentSchema.safeParse(raw.department);
    return department.success ? { department: department.data } : {};
  },
  async load(services, context): Promise<AcademicsPageData> {
    const department = context.query.department ?? null;
    const sections = await loadSections(
      {
        hero: () => heroImages(services, 'academics'),
        intro: () => pageCopyInEdition(services, context, 'academics'),
        curriculum: async () =>
          inEdition(
            services,
            context,
            'curriculum',
            (
              await services.curriculum.list(
                curriculumListQuerySchema.parse({ sortBy: 'order', sortOrder: 'asc' }),
              )
            ).curriculum,
          ),
        faculty: async () =>
          inEdition(
            services,
            context,
            'faculty',
            (
              await services.faculty.list(
                facultyListQuerySchema.parse({
                  limit: FACULTY_LIMIT,
                  sortBy: 'order',
                  sortOrder: 'asc',
                  ...(department ? { department } : {}),
                }),
                context.origin,
              )
            ).faculty,
          ),
      },
      context,
    );
    return { ...sections, department };
  },
};
