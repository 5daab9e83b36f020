import type { GalleryCategorySlug } from '@skp/shared';
import { galleryPhotos } from '../../db/schema/index';
import type { Scene } from '../demo-images';
import type { Seeder } from '../seed-context';
import { mediaKeyOf } from '../../lib/media';

interface Photo {
  title: string;
  description: string;
  altText: string;
  starred?: boolean;
}

/** Four to five photos in every gallery category, one starred each (1200x800). */
const PHOTOS: { category: GalleryCategorySlug; scene: Scene; photos: Photo[] }[] = [
  {
    category: 'buildings-infrastructure',
    scene: 'campus',
    photos: [
      {
        title: 'Main Academic Block',
        description: 'The three-storey academic block houses classrooms for Classes 1 to 12.',
        altText: 'The main academic block with its maroon facade',
      },
      {
        title: 'School Campus from the Main Gate',
        description: 'The view that greets students every morning as they arrive at school.',
        altText: 'The school campus seen from the main gate with trees along the drive',
        starred: true,
      },
      {
        title: 'Library and Reading Room',
        description: 'A quiet, well-lit library with books, magazines and newspapers for every age.',
        altText: 'The library building beside the academic block',
      },
      {
        title: 'Science Laboratories',
        description: 'Separate physics, chemistry and biology laboratories for senior classes.',
        altText: 'The laboratory wing of the school',
      },
      {
        title: 'Assembly Ground',
        description: 'Morning assembly brings the whole school together every day.',
        altText: 'The open assembly ground in front of the school building',
      },
    ],
  },
  {
    category: 'games-sports',
    scene: 'sports',
    photos: [
      {
        title: 'Annual Sports Meet',
        description: 'Houses Brikodar, Einstein, Shivaji and Tagore compete on the athletics track.',
        altText: 'Students racing on the athletics track during the Annual Sports Meet',
      },
      {
        title: 'Inter-House Football Final',
        description: 'Einstein House lifted the trophy after a close final.',
        altText: 'Footballers on the school ground during the inter-house final',
        starred: true,
      },
      {
        title: 'Kabaddi Practice',
        description: 'Our kabaddi team trains after school for the district tournament.',
        altText: 'Students practising kabaddi on the playground',
      },
      {
        title: 'Yoga Day',
        description: 'Students and teachers together on International Yoga Day.',
        altText: 'Rows of students doing yoga on the school ground',
      },
      {
        title: 'Basketball Court',
        description: 'The floodlit court is open to all classes during games periods.',
        altText: 'The school basketball court',
      },
    ],
  },
  {
    category: 'academic-cultural-events',
    scene: 'event',
    photos: [
      {
        title: 'Annual Day 2024',
        description: 'A colourful evening of dance, drama and music by students of every class.',
        altText: 'Students performing a group dance on stage on Annual Day',
        starred: true,
      },
      {
        title: 'Science Exhibition',
        description: 'Working models on sustainable living by the four houses.',
        altText: 'Students presenting their science models to visitors',
      },
      {
        title: 'Independence Day Celebration',
        description: 'Flag hoisting, the march past and patriotic songs on 15 August.',
        altText: 'Students in a march past on Independence Day',
      },
      {
        title: 'Saraswati Puja',
        description: 'The school celebrates Basant Panchami with prayers and cultural programmes.',
        altText: 'A decorated stage for Saraswati Puja at school',
      },
      {
        title: 'Inter-School Quiz',
        description: 'Our senior team reached the final of the inter-school quiz in Deoghar.',
        altText: 'Quiz teams seated on stage with the quizmaster',
      },
    ],
  },
  {
    category: 'hostel',
    scene: 'hostel',
    photos: [
      {
        title: 'Boys Hostel',
        description: 'Spacious, airy rooms with round-the-clock wardens for resident students.',
        altText: 'The boys hostel building',
      },
      {
        title: 'Girls Hostel',
        description: 'A separate, secure hostel for girls with lady wardens.',
        altText: 'The girls hostel building with its garden',
        starred: true,
      },
      {
        title: 'Dining Hall',
        description: 'Nutritious vegetarian meals prepared in a hygienic kitchen.',
        altText: 'The hostel dining hall',
      },
      {
        title: 'Evening Study Hours',
        description: 'Supervised self-study every evening with teachers on hand to help.',
        altText: 'Hostel students at evening study hours',
      },
    ],
  },
  {
    category: 'cricket-academy',
    scene: 'cricket',
    photos: [
      {
        title: 'Net Practice',
        description: 'Batters work on their technique at the turf and cement nets.',
        altText: 'Young batters at net practice at the Cricket Academy',
      },
      {
        title: 'Academy Ground',
        description: 'A full-size ground with turf wickets maintained by our own ground staff.',
        altText: 'The Cricket Academy ground and pitch',
        starred: true,
      },
      {
        title: 'Fielding Drills',
        description: 'Catching and throwing drills sharpen reflexes for match days.',
        altText: 'Cadets doing fielding drills with their coach',
      },
      {
        title: 'Under-14 Team',
        description: 'Our under-14 squad after winning the district league.',
        altText: 'The under-14 cricket team on the ground',
      },
    ],
  },
  {
    category: 'baby-steps',
    scene: 'nursery',
    photos: [
      {
        title: 'Play Zone',
        description: 'Soft play and sensory corners for our youngest learners.',
        altText: 'Toddlers playing with blocks in the Play Zone',
        starred: true,
      },
      {
        title: 'Story Time',
        description: 'Stories, rhymes and puppets every morning in the Nursery.',
        altText: 'A teacher reading a picture book to nursery children',
      },
      {
        title: 'Art and Craft',
        description: 'Finger painting and clay work build little hands and big imaginations.',
        altText: 'Kindergarten children painting with bright colours',
      },
      {
        title: 'Sports Day at Baby Steps',
        description: 'Fun races and games for Play Zone to Kindergarten.',
        altText: 'Young children running a fun race on the lawn',
      },
    ],
  },
];

export const gallerySeeder: Seeder = {
  name: 'gallery',
  async run({ db, image, video }) {
    let seed = 300;
    for (const group of PHOTOS) {
      let order = 0;
      for (const photo of group.photos) {
        const media = await image(group.scene, seed++, 'gallery', { width: 1200, height: 800 });
        await db.insert(galleryPhotos).values({
          imageUrl: media.url,
          mediaKey: mediaKeyOf(media),
          title: photo.title,
          description: photo.description,
          altText: photo.altText,
          category: group.category,
          starred: photo.starred ?? false,
          order: order++,
        });
      }
    }
    const clip = await video('gallery-sports-day', 'videos');
    await db.insert(galleryPhotos).values({
      imageUrl: clip.url,
      mediaKey: mediaKeyOf(clip),
      title: 'Sports Day Highlights',
      description: 'The relay and the football final, in six seconds.',
      altText: 'A short clip of the sports day races and the football final',
      category: 'games-sports',
      starred: false,
      order: 100,
    });
  },
};
