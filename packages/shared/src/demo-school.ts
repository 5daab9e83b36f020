import type { SchoolIdentity } from './school.schema';

const CREST =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M32 2 58 10v20c0 16-11 26-26 32C17 56 6 46 6 30V10z" fill="#7a1f2b"/><path d="M32 7 53 13.5V30c0 13-9 21.5-21 26.5C20 51.5 11 43 11 30V13.5z" fill="#fff8e7"/><path d="M18 24h12l2 2 2-2h12v18H34l-2 2-2-2H18z" fill="#c9a227"/><path d="M32 26v16" stroke="#7a1f2b" stroke-width="2"/><text x="32" y="21" font-family="Georgia,serif" font-size="9" font-weight="700" text-anchor="middle" fill="#7a1f2b">SKP</text></svg>';

/**
 * The demo school's identity (S.K.P. Vidya Vihar): what the seed and migration 0013 store, and what
 * tests of the site's components render with. Answers always name the stored school.
 */
export const DEMO_SCHOOL: SchoolIdentity = {
  name: 'S.K.P. Vidya Vihar',
  shortName: 'SKP Vidya Vihar',
  town: 'Deoghar',
  nameHi: 'एस.के.पी. विद्या विहार',
  townHi: 'देवघर',
  state: 'Jharkhand',
  stateHi: 'झारखंड',
  trust: 'SKP Charitable Trust',
  trustHi: 'एस.के.पी. चैरिटेबल ट्रस्ट',
  title: 'S.K.P. VIDYA VIHAR',
  tagline: 'UNDER THE AEGIS OF SKP CHARITABLE TRUST',
  titleHi: 'एस.के.पी. विद्या विहार',
  taglineHi: 'एस.के.पी. चैरिटेबल ट्रस्ट के तत्वावधान में',
  crestSvg: CREST,
  affiliationNumber: '3430099',
  schoolCode: '66099',
  themes: {
    main: { primary: '#7a1f2b', secondary: '#8b6508' },
    nursery: { primary: '#7b1fa2', secondary: '#c43e00' },
    cricket: { primary: '#1b5e20', secondary: '#b71c1c' },
  },
  wings: {
    babySteps: {
      name: 'Baby Steps',
      nameHi: 'बेबी स्टेप्स',
      title: 'BABY STEPS',
      tagline: 'A Unit Of S.K.P. VIDYA - VIHAR, DEOGHAR',
      titleHi: 'बेबी स्टेप्स',
      taglineHi: 'एस.के.पी. विद्या विहार, देवघर की एक इकाई',
      enabled: true,
    },
    cricketAcademy: {
      name: 'S.K.P. Cricket Academy',
      nameHi: 'एस.के.पी. क्रिकेट अकादमी',
      title: 'S.K.P. CRICKET ACADEMY',
      tagline: 'A SMALL BEGINNING WILL TAKE THEM A LONG WAY.',
      titleHi: 'एस.के.पी. क्रिकेट अकादमी',
      taglineHi: 'एक छोटी शुरुआत उन्हें बहुत आगे ले जाएगी।',
      enabled: true,
    },
  },
};
