import {
  babyStepsAdmissionInputSchema,
  babyStepsAdmissionSchema,
  babyStepsAdmissionSettingsSchema,
  type BabyStepsAdmission,
  type BabyStepsAdmissionInput,
} from '@skp/shared';
import {
  defineSingletonDocumentModule,
  type SingletonDocumentServices,
} from '../../lib/singleton-document-module';
import { SETTING_KEYS } from '../settings/settings.service';

declare module '../../lib/define-module' {
  interface Services {
    babyStepsAdmission: SingletonDocumentServices<BabyStepsAdmissionInput, BabyStepsAdmission>;
  }
}

/** The Baby Steps admission process and its prospectus (see lib/singleton-document-module.ts). */
export const babyStepsAdmissionModule = defineSingletonDocumentModule({
  name: 'babyStepsAdmission',
  path: 'baby-steps-admission',
  settingKey: SETTING_KEYS.babyStepsAdmission,
  input: babyStepsAdmissionInputSchema,
  stored: babyStepsAdmissionSettingsSchema,
  publicKey: 'admission',
  publicSchema: babyStepsAdmissionSchema,
  publicSummary: 'Baby Steps admission process (steps by order) and prospectus availability',
  notSetUpMessage: 'The Baby Steps admission details have not been set up yet',
  tags: ['baby steps'],
  adminTags: ['baby-steps-admission'],
  noun: 'Baby Steps admission details',
  document: {
    field: 'prospectusFile',
    route: 'prospectus',
    fileName: 'Baby Steps Prospectus.pdf',
    summary: 'The Baby Steps prospectus (PDF, opens in the browser)',
    missingMessage: 'No Baby Steps prospectus is available',
  },
  toPublic: ({ prospectusFile: _file, steps, ...rest }, prospectus) => ({
    ...rest,
    steps: [...steps].sort((a, b) => a.order - b.order),
    hasProspectus: prospectus.available,
    prospectusUrl: prospectus.url,
  }),
});
