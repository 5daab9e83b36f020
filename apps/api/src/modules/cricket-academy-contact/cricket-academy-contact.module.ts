import {
  cricketContactInputSchema,
  cricketContactSchema,
  cricketContactSettingsSchema,
  type CricketContact,
  type CricketContactInput,
} from '@skp/shared';
import {
  defineSingletonDocumentModule,
  type SingletonDocumentServices,
} from '../../lib/singleton-document-module';
import { SETTING_KEYS } from '../settings/settings.service';

declare module '../../lib/define-module' {
  interface Services {
    cricketAcademyContact: SingletonDocumentServices<CricketContactInput, CricketContact>;
  }
}

/** The Cricket Academy contact details and its brochure (see lib/singleton-document-module.ts). */
export const cricketAcademyContactModule = defineSingletonDocumentModule({
  name: 'cricketAcademyContact',
  path: 'cricket-academy-contact',
  settingKey: SETTING_KEYS.cricketContact,
  input: cricketContactInputSchema,
  stored: cricketContactSettingsSchema,
  publicKey: 'contact',
  publicSchema: cricketContactSchema,
  publicSummary: 'Cricket Academy contact details and quick-enquiry labels',
  notSetUpMessage: 'The Cricket Academy contact details have not been set up yet',
  tags: ['cricket academy'],
  adminTags: ['cricket-academy-contact'],
  noun: 'Cricket Academy contact details',
  document: {
    field: 'brochureFile',
    route: 'brochure',
    fileName: 'SKP Cricket Academy Brochure.pdf',
    summary: 'The Cricket Academy brochure (PDF, opens in the browser)',
    missingMessage: 'No Cricket Academy brochure is available',
  },
  toPublic: ({ brochureFile: _file, ...rest }, brochure) => ({
    ...rest,
    hasBrochure: brochure.available,
    brochureUrl: brochure.url,
  }),
});
