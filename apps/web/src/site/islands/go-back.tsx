import type { KeyboardEvent, MouseEvent } from 'react';
import { ButtonLink } from '../ui/button';
import * as icons from '../ui/icon-paths';

/** True when the visitor arrived from another page of this site. */
function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * 'Go Back': the page the visitor came from when it is one of this site's, else Home. Without
 * JavaScript it is a link to Home.
 */
export default function GoBack({ label = 'Go Back', homePath = '/' }: { label?: string; homePath?: string }) {
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromThisSite()) return;
    event.preventDefault();
    window.history.back();
  };
  // A button is pressed with Space too.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <ButtonLink
      href={homePath}
      role="button"
      variant="contained"
      startIcon={icons.ArrowBack}
      onClick={goBack}
      onKeyDown={onKeyDown}
    >
      {label}
    </ButtonLink>
  );
}
