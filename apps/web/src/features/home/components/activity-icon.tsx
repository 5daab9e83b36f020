import BookIcon from '@mui/icons-material/Book';
import BrushIcon from '@mui/icons-material/Brush';
import CalculateIcon from '@mui/icons-material/Calculate';
import ComputerIcon from '@mui/icons-material/Computer';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupIcon from '@mui/icons-material/Group';
import LanguageIcon from '@mui/icons-material/Language';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PaletteIcon from '@mui/icons-material/Palette';
import ScienceIcon from '@mui/icons-material/Science';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/** SPEC §3 activity icons by name; anything else shows EmojiEvents. */
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  SportsSoccer: SportsSoccerIcon,
  Palette: PaletteIcon,
  Book: BookIcon,
  Group: GroupIcon,
  MusicNote: MusicNoteIcon,
  Brush: BrushIcon,
  Science: ScienceIcon,
  Computer: ComputerIcon,
  Calculate: CalculateIcon,
  Language: LanguageIcon,
  TheaterComedy: TheaterComedyIcon,
  EmojiEvents: EmojiEventsIcon,
};

export function activityIconName(name: string | null | undefined): string {
  return name && name in ICONS ? name : 'EmojiEvents';
}

export function ActivityIcon({ name, ...props }: { name: string | null | undefined } & SvgIconProps) {
  const iconName = activityIconName(name);
  const Icon = ICONS[iconName]!;
  return <Icon data-icon={iconName} {...props} />;
}
