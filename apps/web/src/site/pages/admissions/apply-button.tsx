import { ButtonLink, Button } from '../../ui/button';
import * as icons from '../../ui/icon-paths';

/** Opens the online registration portal in a new tab (rel=noopener noreferrer); disabled until known. */
export function ApplyButton({
  portalUrl,
  colour = 'secondary',
}: {
  portalUrl: string | undefined;
  colour?: 'primary' | 'secondary';
}) {
  if (!portalUrl) {
    return (
      <Button variant="contained" colour={colour} size="large" disabled endIcon={icons.OpenInNew}>
        Apply Online
      </Button>
    );
  }
  return (
    <ButtonLink
      href={portalUrl}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      colour={colour}
      size="large"
      endIcon={icons.OpenInNew}
      aria-label="Apply Online (opens the registration portal in a new tab)"
    >
      Apply Online
    </ButtonLink>
  );
}
