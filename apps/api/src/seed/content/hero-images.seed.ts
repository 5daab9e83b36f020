import type { HeroSection } from '@skp/shared';
import { heroImages } from '../../db/schema/index';
import type { Scene } from '../demo-images';
import type { Seeder } from '../seed-context';
import { mediaKeyOf } from '../../lib/media';

/** Two or three hero slides for every page of docs/requirements.md#routes (1600x900, drawn at seed time). */
const SLIDES: Record<HeroSection, { scene: Scene; title: string; altText: string }[]> = {
  home: [
    {
      scene: 'campus',
      title: 'Welcome to S.K.P. Vidya Vihar',
      altText: 'The main academic block of S.K.P. Vidya Vihar on a clear morning',
    },
    {
      scene: 'classroom',
      title: 'Admissions Open for 2024-25',
      altText: 'Students listening to their teacher in a bright classroom',
    },
    {
      scene: 'event',
      title: 'Annual Day Celebrations',
      altText: 'Students performing on the decorated stage on Annual Day',
    },
  ],
  'cricket-academy': [
    {
      scene: 'cricket',
      title: 'A Small Beginning Will Take Them a Long Way',
      altText: 'The academy cricket ground with the pitch prepared for practice',
    },
    {
      scene: 'cricket',
      title: 'Professional Coaching on Turf Wickets',
      altText: 'Young cricketers at net practice with their coach',
    },
    {
      scene: 'sports',
      title: 'Match Practice Every Weekend',
      altText: 'A weekend practice match on the academy ground',
    },
  ],
  'baby-steps': [
    {
      scene: 'nursery',
      title: 'Baby Steps: Where Little Ones Learn Through Play',
      altText: 'The colourful Baby Steps play area with toys and soft mats',
    },
    {
      scene: 'nursery',
      title: 'Play Zone to Kindergarten',
      altText: 'Nursery children painting together at a low table',
    },
    {
      scene: 'nursery',
      title: 'A Safe and Caring Start',
      altText: 'Teachers and toddlers singing rhymes in the Baby Steps activity room',
    },
  ],
  about: [
    {
      scene: 'campus',
      title: 'Our Story',
      altText: 'The school building and lawns seen from the main gate',
    },
    {
      scene: 'event',
      title: 'Under the Aegis of SKP Charitable Trust',
      altText: 'Founders and guests at the school foundation day function',
    },
  ],
  contact: [
    {
      scene: 'campus',
      title: 'Visit Us in Deoghar',
      altText: 'The school reception building and visitor parking',
    },
    {
      scene: 'campus',
      title: 'We Are Happy to Help',
      altText: 'The front office where parents are received',
    },
  ],
  academics: [
    {
      scene: 'classroom',
      title: 'Learning That Lasts',
      altText: 'A digital classroom with a smart board during a mathematics lesson',
    },
    {
      scene: 'classroom',
      title: 'CBSE Curriculum up to Class 12',
      altText: 'Senior students working on an experiment in the science laboratory',
    },
  ],
  admissions: [
    {
      scene: 'campus',
      title: 'Join the S.K.P. Vidya Vihar Family',
      altText: 'Parents and children arriving at the school for the admission interaction',
    },
    {
      scene: 'classroom',
      title: 'Classes from Pre-Primary to Class 12',
      altText: 'Primary students reading together in the library corner',
    },
  ],
  campus: [
    {
      scene: 'campus',
      title: 'A Green Campus',
      altText: 'Tree-lined walkways between the academic blocks',
    },
    {
      scene: 'hostel',
      title: 'A Home Away From Home',
      altText: 'The residential hostel building with its garden',
    },
  ],
};

export const heroImagesSeeder: Seeder = {
  name: 'hero images',
  async run({ db, image, video }) {
    let seed = 100;
    for (const [section, slides] of Object.entries(SLIDES) as [HeroSection, (typeof SLIDES)[HeroSection]][]) {
      let order = 0;
      for (const slide of slides) {
        const media = await image(slide.scene, seed++, 'hero');
        await db.insert(heroImages).values({
          imageUrl: media.url,
          mediaKey: mediaKeyOf(media),
          altText: slide.altText,
          title: slide.title,
          section,
          order: order++,
          isActive: true,
        });
      }
    }
    // The About page opens with a looping campus video (docs/requirements.md#about); its pictures stay as the fallback carousel.
    const media = await video('about-campus-loop', 'hero-videos');
    await db.insert(heroImages).values({
      imageUrl: media.url,
      mediaKey: mediaKeyOf(media),
      altText: 'A slow walk past the school buildings and the Annual Day stage',
      title: 'Our Campus',
      section: 'about',
      order: SLIDES.about.length,
      isActive: true,
    });
  },
};
