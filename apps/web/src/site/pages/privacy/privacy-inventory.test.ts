import { ADMISSION_CONSENT_TEXT, PRIVACY_INVENTORY, PRIVACY_RECIPIENTS } from '@skp/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages-en';
import { hi } from '../../i18n/messages-hi';

/**
 * The privacy notice is made from the data inventory: every form, field and recipient it names has
 * its words in both catalogues, so a field added to a form cannot reach the notice without them.
 */
describe('the privacy notice speaks of everything in the data inventory', () => {
  for (const [language, catalogue] of [
    ['English', en],
    ['Hindi', hi],
  ] as const) {
    it(`in ${language}: each form's name, purpose and fields, each recipient`, () => {
      const words = catalogue.privacy as unknown as Record<string, Record<string, string>>;
      for (const entry of PRIVACY_INVENTORY) {
        expect(words.forms![entry.form], entry.form).toBeTruthy();
        expect(words.purposes![entry.form], entry.form).toBeTruthy();
        for (const field of entry.fields) expect(words.fields![field], `${entry.form}.${field}`).toBeTruthy();
        if (entry.path) expect(words.formLine![entry.form], entry.form).toBeTruthy();
      }
      for (const recipient of PRIVACY_RECIPIENTS) expect(words.recipients![recipient]).toBeTruthy();
    });
  }

  it("the consent box has the requirements' exact words in English", () => {
    expect(en.enquiry.consent).toBe(
      "I am this child's parent or guardian and agree that the school uses these details to answer my admission enquiry",
    );
    expect(en.enquiry.consent).toBe(ADMISSION_CONSENT_TEXT);
  });
});
