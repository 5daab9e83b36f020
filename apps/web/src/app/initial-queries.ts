import {
  CONTACT_DATA_PATH,
  HERO_SECTIONS,
  HOME_DATA_PATHS,
  heroImagesPath,
  type ActivityGroup,
  type ContactInfo,
  type GalleryCover,
  type HeroImage,
  type MandatoryDisclosure,
  type Notice,
  type Policy,
  type SchoolEvent,
  type StarredPhoto,
} from '@skp/shared';
import { heroImagesQuery } from '../components/hero-carousel/get-hero-images';
import { publicContactQuery } from '../components/layout/get-public-contact';
import { activitiesQuery } from '../features/home/api/get-activities';
import { homeEventsQuery } from '../features/home/api/get-events';
import { galleryCoversQuery } from '../features/home/api/get-gallery-covers';
import { mandatoryDisclosuresQuery } from '../features/home/api/get-mandatory-disclosures';
import { homeNoticesQuery } from '../features/home/api/get-notices';
import { policiesQuery } from '../features/home/api/get-policies';
import { starredPhotosQuery } from '../features/home/api/get-starred-photos';
import type { InitialQuery } from '../lib/query-client';

/** Binds a feature's query options to the API path it fetches and the step from the answer to its data. */
function initial<TAnswer, TData>(
  path: string,
  query: { queryKey: readonly unknown[]; queryFn?: unknown },
  fromAnswer: (answer: TAnswer) => TData,
): InitialQuery & { query: typeof query } {
  return { path, queryKey: query.queryKey, fromAnswer: fromAnswer as (answer: never) => unknown, query };
}

/** The queries the server may answer inside the page (SPEC §2 first screens: hero pictures, contact, Home). */
export const INITIAL_QUERIES = [
  ...HERO_SECTIONS.map((section) =>
    initial(heroImagesPath(section), heroImagesQuery(section), (a: { images: HeroImage[] }) => a.images),
  ),
  initial(CONTACT_DATA_PATH, publicContactQuery, (a: { contact: ContactInfo }) => a.contact),
  initial(HOME_DATA_PATHS.notices, homeNoticesQuery, (a: { notices: Notice[] }) => a.notices),
  initial(HOME_DATA_PATHS.events, homeEventsQuery, (a: { events: SchoolEvent[] }) => a.events),
  initial(
    HOME_DATA_PATHS.galleryCovers,
    galleryCoversQuery,
    (a: { covers: Record<string, GalleryCover> }) => a.covers,
  ),
  initial(
    HOME_DATA_PATHS.starredPhotos,
    starredPhotosQuery,
    (a: { starredPhotos: Record<string, StarredPhoto> }) => a.starredPhotos,
  ),
  initial(HOME_DATA_PATHS.activities, activitiesQuery, (a: { activities: ActivityGroup[] }) => a.activities),
  initial(HOME_DATA_PATHS.policies, policiesQuery, (a: { policies: Policy[] }) => a.policies),
  initial(
    HOME_DATA_PATHS.mandatoryDisclosures,
    mandatoryDisclosuresQuery,
    (a: { mandatoryDisclosures: MandatoryDisclosure[] }) => a.mandatoryDisclosures,
  ),
];
