/** The school's uniform policy (static content): by weekday group, for boys and girls, per class group. */
export interface DressCodeRow {
  days: string;
  wearer: 'Boys' | 'Girls';
  /** Classes I-X. */
  juniors: string;
  /** Classes XI-XII. */
  seniors: string;
}

export const DRESS_CODE_CLASS_GROUPS = ['Classes I-X', 'Classes XI-XII'] as const;

export const DRESS_CODE: DressCodeRow[] = [
  {
    days: 'Monday, Tuesday, Thursday and Friday',
    wearer: 'Boys',
    juniors:
      'Sky-blue half-sleeve shirt with the school monogram, navy-blue trousers (shorts for Classes I-V), school tie and belt, navy-blue socks, black leather shoes',
    seniors:
      'White full-sleeve shirt, steel-grey trousers, school tie and belt, grey socks, black leather shoes',
  },
  {
    days: 'Monday, Tuesday, Thursday and Friday',
    wearer: 'Girls',
    juniors:
      'Sky-blue half-sleeve shirt, navy-blue tunic (Classes I-V) or navy-blue skirt (Classes VI-X), school tie and belt, navy-blue socks, black leather shoes, navy-blue hair ribbons',
    seniors:
      'White kurta with steel-grey salwar and white dupatta, school belt, grey socks, black leather shoes',
  },
  {
    days: 'Wednesday and Saturday (House Day)',
    wearer: 'Boys',
    juniors: 'House-colour T-shirt, white track pants, white socks, white canvas shoes',
    seniors: 'House-colour collared T-shirt, white track pants, white socks, white sports shoes',
  },
  {
    days: 'Wednesday and Saturday (House Day)',
    wearer: 'Girls',
    juniors:
      'House-colour T-shirt, white track pants (white divided skirt for Classes I-V), white socks, white canvas shoes',
    seniors: 'House-colour collared T-shirt, white track pants, white socks, white sports shoes',
  },
];

export const DRESS_CODE_NOTES = [
  'Winter (November to February): navy-blue V-neck pullover or the school blazer over the uniform; a plain navy-blue muffler may be worn.',
  'Hair neatly cut for boys and tied or plaited for girls; no jewellery except small ear studs and a wristwatch.',
  'Nails kept short and clean; the school identity card is worn every day.',
];
