/** Static achievements of the academy (docs/requirements.md#cricket-academy: static). */
export const CRICKET_ACHIEVEMENTS = [
  {
    figure: '15+',
    title: 'State Age-Group Selections',
    text: 'Players picked for Jharkhand under-14, under-16 and under-19 squads.',
  },
  {
    figure: '3',
    title: 'District League Titles',
    text: 'Our under-14 team has won the {{town}} district league three times.',
  },
  {
    figure: '500+',
    title: 'Players Trained',
    text: 'Boys and girls from 6 to 19 years have trained at the academy.',
  },
  {
    figure: '1',
    title: 'Girls’ Batch',
    text: 'A dedicated batch that brings more girls into the game every year.',
  },
] as const;

/** Static facilities of the academy (docs/requirements.md#cricket-academy: static). */
export const CRICKET_FACILITIES = [
  { title: 'Turf Wickets', text: 'A full-size ground with turf wickets kept by our own ground staff.' },
  { title: 'Practice Nets', text: 'Turf and cement nets so every batter gets long sessions.' },
  { title: 'Bowling Machine', text: 'Consistent pace and swing for focused batting practice.' },
  { title: 'Video Analysis', text: 'Batting and bowling recorded and reviewed with the coaches.' },
  { title: 'Fitness Area', text: 'Strength, agility and conditioning work with a trained coach.' },
  { title: 'Changing Rooms', text: 'Clean changing rooms, drinking water and first aid at the ground.' },
] as const;
