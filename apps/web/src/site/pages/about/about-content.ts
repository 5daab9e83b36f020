import { SCHOOL_HOUSES } from '@skp/shared';

/** The About page's house cards: colours per house (their words are in the catalogues). */
export interface House {
  name: (typeof SCHOOL_HOUSES)[number]['name'];
  colour: (typeof SCHOOL_HOUSES)[number]['colour'];
  /** Background and text colours of the house card. */
  background: string;
  text: string;
}

const HOUSE_STYLE: Record<string, Omit<House, 'name' | 'colour'>> = {
  Brikodar: { background: '#6a1b9a', text: '#ffffff' },
  Einstein: { background: '#2e7d32', text: '#ffffff' },
  Shivaji: { background: '#f9c80e', text: '#1f1a00' },
  Tagore: { background: '#c62828', text: '#ffffff' },
};

/** docs/requirements.md#limits: Brikodar purple, Einstein green, Shivaji yellow, Tagore red. */
export const HOUSES: House[] = SCHOOL_HOUSES.map((house) => ({
  name: house.name,
  colour: house.colour,
  ...HOUSE_STYLE[house.name]!,
}));

/** The mini cards' keys in the catalogues, in order. */
export const AT_A_GLANCE = ['cbse', 'classes', 'residential', 'english', 'houses', 'cricket'] as const;
