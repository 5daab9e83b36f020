import type { ContactInfoInput, SchoolIdentity } from '@skp/shared';

/**
 * A second seed set: a fictional school (another name, crest, colours, one wing, no cricket). The
 * tests store it in an empty database to prove that nothing a visitor or staff member receives names
 * the demo school unless its settings say so.
 */
export const FICTIONAL_SCHOOL: SchoolIdentity = {
  name: 'Greenfield Public School',
  shortName: 'Greenfield',
  town: 'Lakeside',
  nameHi: 'ग्रीनफ़ील्ड पब्लिक स्कूल',
  townHi: 'लेकसाइड',
  state: 'Himachal Pradesh',
  stateHi: 'हिमाचल प्रदेश',
  trust: 'Greenfield Education Society',
  trustHi: 'ग्रीनफ़ील्ड शिक्षा समिति',
  title: 'GREENFIELD PUBLIC SCHOOL',
  tagline: 'RUN BY THE GREENFIELD EDUCATION SOCIETY',
  titleHi: 'ग्रीनफ़ील्ड पब्लिक स्कूल',
  taglineHi: 'ग्रीनफ़ील्ड शिक्षा समिति द्वारा संचालित',
  crestSvg:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#0b5394"/><path d="M32 12 44 40H20z" fill="#f1c232"/></svg>',
  affiliationNumber: '1234567',
  schoolCode: '76543',
  themes: {
    main: { primary: '#0b5394', secondary: '#38761d' },
    nursery: { primary: '#a64d79', secondary: '#e69138' },
    cricket: { primary: '#274e13', secondary: '#990000' },
  },
  wings: {
    babySteps: {
      name: 'Little Sprouts',
      nameHi: 'लिटिल स्प्राउट्स',
      title: 'LITTLE SPROUTS',
      tagline: 'THE NURSERY OF GREENFIELD PUBLIC SCHOOL',
      titleHi: 'लिटिल स्प्राउट्स',
      taglineHi: 'ग्रीनफ़ील्ड पब्लिक स्कूल की नर्सरी',
      enabled: true,
    },
    cricketAcademy: {
      name: 'Cricket',
      nameHi: 'क्रिकेट',
      title: 'CRICKET',
      tagline: '',
      titleHi: 'क्रिकेट',
      taglineHi: '',
      enabled: false,
    },
  },
};

export const FICTIONAL_CONTACT: ContactInfoInput = {
  address: 'Greenfield Public School, 12 Lake Road, Lakeside, Jharkhand 800001, India',
  phone: '+91 90000 00001',
  email: 'office@greenfield.example',
  officeHours: 'Monday to Friday, 8:00 AM - 2:00 PM',
  whatsapp: '+91 90000 00001',
  socialLinks: {
    facebook: 'https://www.facebook.com/greenfield.example',
    instagram: '',
    youtube: '',
    twitter: '',
  },
  roadmapImageUrl: '',
  roadmapMedia: null,
  mapLocation: { latitude: 23.3441, longitude: 85.3096, zoom: 16 },
};
