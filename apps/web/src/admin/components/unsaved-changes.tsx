import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * The screens that hold changes not yet saved. Choosing another language remounts every screen
 * (react-admin redraws the whole admin in the new language), which would drop what was typed
 * without the question a menu click asks: the language menu asks first while this is not empty.
 */
const unsaved = new Set<symbol>();

export const hasUnsavedChanges = () => unsaved.size > 0;

/** Counts this screen among those with unsaved changes while `dirty` holds. */
export function useUnsavedChangesMark(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const mark = Symbol('unsaved');
    unsaved.add(mark);
    return () => {
      unsaved.delete(mark);
    };
  }, [dirty]);
}

/** Inside a react-admin form: marks it while it has changes not yet saved. */
export function UnsavedChangesMark() {
  const { isDirty } = useFormState();
  useUnsavedChangesMark(isDirty);
  return null;
}
