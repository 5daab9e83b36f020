import { SCHOOL_HOUSES } from '@skp/shared';

/** Static copy of the About page: aims, motto, vision, houses and the at-a-glance cards. */
export const AIMS_AND_OBJECTIVES = [
  'To give every child a sound, value-based English-medium education following the CBSE curriculum.',
  "To develop each child's intellectual, physical, emotional and social abilities in equal measure.",
  'To nurture curiosity, creativity and a scientific temper through activity-based learning.',
  'To build discipline, leadership and a spirit of service through the house system, sport and community work.',
  'To keep our roots in Indian culture and values while preparing students for a changing world.',
];

export const MOTTO = {
  text: 'Tamaso Ma Jyotirgamaya',
  meaning: 'Lead us from darkness to light: knowledge that brightens the mind and character that guides it.',
};

export const VISION =
  'To be a centre of excellence in Deoghar that shapes confident, compassionate and responsible citizens, ' +
  'proud of their values and ready for the challenges of tomorrow.';

export interface House {
  name: string;
  colour: string;
  /** Background and text colours of the house card. */
  background: string;
  text: string;
  motto: string;
}

const HOUSE_STYLE: Record<string, Omit<House, 'name' | 'colour'>> = {
  Brikodar: {
    background: '#6a1b9a',
    text: '#ffffff',
    motto: 'Strength with humility, courage with kindness.',
  },
  Einstein: { background: '#2e7d32', text: '#ffffff', motto: 'Curiosity and imagination light the way.' },
  Shivaji: { background: '#f9c80e', text: '#1f1a00', motto: 'Courage, discipline and self-reliance.' },
  Tagore: {
    background: '#c62828',
    text: '#ffffff',
    motto: 'Where the mind is without fear and the head is held high.',
  },
};

/** SPEC §9: Brikodar purple, Einstein green, Shivaji yellow, Tagore red. */
export const HOUSES: House[] = SCHOOL_HOUSES.map((house) => ({
  name: house.name,
  colour: house.colour,
  ...HOUSE_STYLE[house.name]!,
}));

export const AT_A_GLANCE = [
  { label: 'CBSE Affiliated', detail: 'Senior secondary school up to Class 12 (10+2)' },
  { label: 'Pre-Primary to Class 12', detail: 'From Baby Steps nursery to Senior Secondary' },
  { label: 'Day cum Residential', detail: 'Day school with hostel facilities on campus' },
  { label: 'English Medium', detail: 'Co-educational teaching in English' },
  { label: 'Four Houses', detail: 'Brikodar, Einstein, Shivaji and Tagore' },
  { label: 'Cricket Academy', detail: 'Professional coaching on our own ground' },
] as const;
