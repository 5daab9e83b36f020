import { BABY_STEPS_AGE_GROUPS } from '@skp/shared';

/** The four programs of docs/requirements.md#limits (names and ages exactly), with what a parent wants to know. */
export const BABY_STEPS_PROGRAMS = [
  {
    ...BABY_STEPS_AGE_GROUPS[0],
    description:
      'Gentle first steps away from home: sensory play, music, movement and lots of cuddles in a safe, soft-play room.',
    highlights: ['Sensory and free play', 'Rhymes and music', 'Settling-in with parents'],
  },
  {
    ...BABY_STEPS_AGE_GROUPS[1],
    description:
      'Early language and social skills through stories, puppets, colours, shapes and play with friends.',
    highlights: ['Stories and puppets', 'Colours and shapes', 'Play with friends'],
  },
  {
    ...BABY_STEPS_AGE_GROUPS[2],
    description:
      'Pre-reading, pre-writing and number readiness through activity-based learning, art and outdoor play.',
    highlights: ['Phonics readiness', 'Numbers through play', 'Art and craft'],
  },
  {
    ...BABY_STEPS_AGE_GROUPS[3],
    description: 'Confident reading, writing and counting, ready for Class 1 at {{school}}.',
    highlights: ['Reading and writing', 'Early maths', 'School readiness'],
  },
] as const;

export const BABY_STEPS_FACILITIES = [
  {
    title: 'Safe and Secure Campus',
    text: 'A gated campus with CCTV, trained attendants and a check at every pick-up.',
  },
  {
    title: 'Bright Classrooms',
    text: 'Airy, colourful rooms with child-sized furniture and learning corners.',
  },
  { title: 'Play Area', text: 'Soft-play room, sandpit, slides and swings for active, happy play.' },
  { title: 'Caring Teachers', text: 'Trained early-years teachers and a low child-to-teacher ratio.' },
  { title: 'Health and Hygiene', text: 'Clean washrooms, RO drinking water and a first-aid room.' },
  { title: 'Transport', text: 'Safe school transport with attendants on every route.' },
] as const;

export const BABY_STEPS_ABOUT = [
  'Baby Steps is the nursery unit of {{school}}, {{town}}. It gives children from one and a half to five and a half years a warm, safe and joyful place to take their first steps in learning.',
  'Our play-way approach builds curiosity, confidence and kindness. Children learn through stories, songs, art, games and the outdoors, at their own pace and with teachers who know each of them well.',
] as const;
