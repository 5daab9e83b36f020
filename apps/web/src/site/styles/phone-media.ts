/**
 * The screens the site treats as a phone's: they get the phone copy of a hero video (640 pixels wide)
 * and set Devanagari in the phone's own font rather than downloading the web font.
 */
export const PHONE_MEDIA = '(max-width: 640px)';
