import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useUnsavedChangesMark } from './unsaved-changes';

export const LEAVE_WARNING = 'Your changes are not saved yet. Leave this page and lose them?';

/**
 * For screens that are not react-admin forms (the photo batch): asks before a menu click, Back,
 * reload or closing the tab while `when` holds. Forms use react-admin's warnWhenUnsavedChanges.
 * The message is for in-app moves; a closing tab shows the browser's own words.
 */
export function useLeaveWarning(when: boolean, message: string = LEAVE_WARNING) {
  useUnsavedChangesMark(when);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  const blocker = useBlocker(when);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
}
