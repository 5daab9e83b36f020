import placeholderPhoto from '../../assets/faculty-placeholder.svg';

/** The fixed photo shown for a teacher whose image is not a web address. */
export const FACULTY_PLACEHOLDER_PHOTO: string = placeholderPhoto;

/** docs/requirements.md#entities: a faculty image is used only when it starts with http; otherwise the fixed placeholder photo. */
export function usesOwnPhoto(image: string | null | undefined): boolean {
  return (image ?? '').trim().startsWith('http');
}

export function facultyPhoto(image: string | null | undefined): string {
  return usesOwnPhoto(image) ? (image ?? '').trim() : FACULTY_PLACEHOLDER_PHOTO;
}
