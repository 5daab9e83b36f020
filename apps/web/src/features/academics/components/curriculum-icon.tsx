import BookIcon from '@mui/icons-material/Book';
import BrushIcon from '@mui/icons-material/Brush';
import ComputerIcon from '@mui/icons-material/Computer';
import GroupIcon from '@mui/icons-material/Group';
import LanguageIcon from '@mui/icons-material/Language';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PersonIcon from '@mui/icons-material/Person';
import PsychologyIcon from '@mui/icons-material/Psychology';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  School: SchoolIcon,
  Book: BookIcon,
  Science: ScienceIcon,
  Computer: ComputerIcon,
  Person: PersonIcon,
  Language: LanguageIcon,
  SportsSoccer: SportsSoccerIcon,
  MusicNote: MusicNoteIcon,
  Brush: BrushIcon,
  Psychology: PsychologyIcon,
  Group: GroupIcon,
};

/** The name of the icon a curriculum level shows: its own when known (SPEC §3), else Book. */
export function curriculumIconName(icon: string | null | undefined): string {
  return icon && Object.hasOwn(ICONS, icon) ? icon : 'Book';
}

export function CurriculumIcon({ icon, ...props }: { icon: string | null | undefined } & SvgIconProps) {
  const name = curriculumIconName(icon);
  const Icon = ICONS[name]!;
  return <Icon data-icon={name} {...props} />;
}
