import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, type ButtonProps } from '@mui/material';

export interface ApplyButtonProps {
  /** The external registration portal; the button is disabled until it is known. */
  portalUrl: string | undefined;
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
}

/** Opens the online registration portal in a new tab (rel=noopener noreferrer). */
export function ApplyButton({ portalUrl, color = 'secondary', size = 'large' }: ApplyButtonProps) {
  if (!portalUrl) {
    return (
      <Button variant="contained" color={color} size={size} disabled endIcon={<OpenInNewIcon />}>
        Apply Online
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={portalUrl}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      color={color}
      size={size}
      endIcon={<OpenInNewIcon aria-hidden />}
      aria-label="Apply Online (opens the registration portal in a new tab)"
    >
      Apply Online
    </Button>
  );
}
