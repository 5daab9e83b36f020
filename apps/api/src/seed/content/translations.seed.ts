import { inArray } from 'drizzle-orm';
import { notices, siteSettings, translations } from '../../db/schema/index';
import { TRANSLATABLE_ENTITIES } from '../../modules/translations/translation-registry';
import { sourceHash } from '../../modules/translations/translations.service';
import type { Seeder } from '../seed-context';

/**
 * Who the demo Hindi is from, as the admin shows it: it was written by an AI model, so a
 * Hindi-speaking member of staff should read it once before the school relies on it.
 */
export const DEMO_TRANSLATOR = 'Demo content (machine-written: please review)';

/**
 * The English Home's tagline had before it said "Upto 10+2": the Hindi below was made from it, so
 * the admin's Translations view shows the tagline as 'needs review'.
 */
const OLDER_HOME_TAGLINE =
  'An English Medium Co-Educational C.B.S.E. Affiliated Day cum Residential School Upto Class 10';

/**
 * Hindi by singleton record and field; About's second paragraph is left untranslated on purpose, and
 * the Academics paragraphs are not translated yet.
 */
const SINGLETONS: Record<string, Record<string, Record<string, string>>> = {
  'page-content': {
    home: {
      title: 'एस.के.पी. विद्या विहार',
      tagline: 'अंग्रेज़ी माध्यम, सह-शिक्षा, सी.बी.एस.ई. से संबद्ध डे-कम-रेज़िडेंशियल विद्यालय, कक्षा 10 तक',
      'paragraphs.0': 'सत्र 2024-25 के लिए प्रवेश शुरू हैं। प्री-प्राइमरी से कक्षा 12 तक की कक्षाएँ।',
      'paragraphs.1':
        'एसकेपी चैरिटेबल ट्रस्ट के तत्वावधान में, देवघर का एस.के.पी. विद्या विहार स्नेह, अनुशासन और आनंद से भरी शिक्षा देता है, जो हर बच्चे को जीवन के लिए तैयार करती है।',
      'paragraphs.2':
        'हमारी नर्सरी इकाई बेबी स्टेप्स और एसकेपी क्रिकेट अकादमी के साथ, बच्चे एक ही परिसर में स्कूल के पहले कदम से लेकर सीनियर सेकेंडरी बोर्ड परीक्षाओं तक आगे बढ़ते हैं।',
    },
    about: {
      title: 'हमारे बारे में',
      tagline: 'हमारी कहानी, हमारी दृष्टि और एस.के.पी. विद्या विहार को चलाने वाले लोग',
      'paragraphs.0':
        'एस.के.पी. विद्या विहार देवघर, झारखंड में स्थित एक अंग्रेज़ी माध्यम, सह-शिक्षा वाला, सीबीएसई से संबद्ध डे-कम-रेज़िडेंशियल विद्यालय है, जहाँ प्री-प्राइमरी से कक्षा 12 तक पढ़ाई होती है।',
    },
    academics: {
      title: 'शिक्षा',
      tagline: 'समर्पित शिक्षकों द्वारा पूर्व-प्राथमिक से कक्षा 12 तक सी.बी.एस.ई. पाठ्यक्रम',
    },
    admissions: {
      title: 'प्रवेश',
      tagline: 'सत्र 2024-25 के लिए पूर्व-प्राथमिक से कक्षा 12 तक प्रवेश खुले हैं। शुरू करने के लिए ऑनलाइन पंजीकरण करें।',
      'paragraphs.0':
        'सत्र 2024-25 के लिए प्री-प्राइमरी से कक्षा 12 तक, डे स्कॉलर और छात्रावास में रहने वाले, दोनों तरह के विद्यार्थियों के लिए प्रवेश शुरू हैं।',
      'paragraphs.1':
        'प्रवेश पोर्टल पर ऑनलाइन पंजीकरण करें या विद्यालय कार्यालय से फ़ॉर्म लें। हमारी प्रवेश प्रक्रिया में आवेदन से लेकर पुष्टि तक पाँच चरण हैं।',
    },
    contact: {
      title: 'संपर्क करें',
      tagline: 'हमें आपसे सुनकर खुशी होगी। फ़ोन करें, लिखें या देवघर में हमसे मिलने आएँ।',
      'paragraphs.0':
        'देवघर में हमारे परिसर में आएँ, कार्यालय समय में विद्यालय कार्यालय को फ़ोन करें, या हमें पूछताछ भेजें; हम जल्द ही आपसे संपर्क करेंगे।',
    },
  },
  contact: {
    contact: {
      address: 'एस.के.पी. विद्या विहार, जसीडीह रोड, कास्टर टाउन, देवघर, झारखंड 814112, भारत',
      officeHours: 'सोमवार से शनिवार, सुबह 8:00 से दोपहर 2:00 बजे तक (रविवार और विद्यालय की छुट्टियों में बंद)',
    },
  },
  'baby-steps-admission': {
    'baby-steps-admission': {
      title: 'प्रवेश प्रक्रिया',
      subtitle: 'बेबी स्टेप्स में आपके बच्चे की यात्रा शुरू करने के पाँच आसान चरण',
    },
  },
  'cricket-academy-contact': {
    'cricket-academy-contact': {
      title: 'एसकेपी क्रिकेट अकादमी से जुड़ें',
      description:
        'ट्रायल सत्र बुक करें, हमारा मैदान देखने आएँ या ब्रोशर डाउनलोड करें। हमारे कोच आपके बच्चे के लिए सही कार्यक्रम चुनने में मदद करेंगे।',
      location: 'एसकेपी क्रिकेट अकादमी मैदान, एस.के.पी. विद्या विहार परिसर, देवघर, झारखंड 814112',
      'quickEnquiry.scheduleVisitLabel': 'विज़िट तय करें',
      'quickEnquiry.downloadBrochureLabel': 'ब्रोशर डाउनलोड करें',
      'quickEnquiry.callNowLabel': 'अभी कॉल करें',
    },
  },
};

/** Three notices, found by their English title; one with its page's text too (the others fall back to English). */
const NOTICES: Record<string, { title: string; description: string; body?: string }> = {
  'Admissions Open for Session 2024-25': {
    title: 'सत्र 2024-25 के लिए प्रवेश शुरू',
    description:
      'सत्र 2024-25 के लिए प्री-प्राइमरी से कक्षा 12 तक प्रवेश हेतु पंजीकरण शुरू है। फ़ॉर्म विद्यालय कार्यालय में और ऑनलाइन पंजीकरण पोर्टल पर उपलब्ध हैं। कक्षा 1, 6, 9 और 11 में सीटें सीमित हैं।',
  },
  'Parent-Teacher Meeting': {
    title: 'अभिभावक-शिक्षक बैठक',
    description:
      'सभी कक्षाओं की अभिभावक-शिक्षक बैठक शनिवार को सुबह 9:00 से दोपहर 12:30 बजे तक होगी। अभिभावकों से अनुरोध है कि वे प्रगति-पत्र लें और कक्षा-शिक्षकों से मिलें।',
    body: [
      '<p>सभी कक्षाओं की अभिभावक-शिक्षक बैठक <strong>शनिवार, सुबह 9:00 से दोपहर 12:30 बजे तक</strong> होगी।</p>',
      '<h2>साथ क्या लाएँ</h2>',
      '<ul><li>विद्यार्थी की डायरी</li><li>विषय-शिक्षकों के लिए आपके प्रश्न</li></ul>',
      '<p>जो अभिभावक नहीं आ सकते, वे <a href="/hi/contact">संपर्क पृष्ठ</a> के माध्यम से कक्षा-शिक्षक को लिख सकते हैं।</p>',
    ].join(''),
  },
  'Holiday on Account of Chhath Puja': {
    title: 'छठ पूजा के अवसर पर अवकाश',
    description:
      'छठ पूजा के कारण विद्यालय बंद रहेगा। कक्षाएँ अगले सोमवार से फिर शुरू होंगी। छात्रावास में रुकने वाले विद्यार्थी छात्रावास की समय-सारिणी का पालन करेंगे।',
  },
};

function readPath(value: unknown, path: string): string {
  const [field, index] = path.split(/\.(?=\d+$)/);
  let current: unknown = value;
  for (const key of field!.split('.')) current = (current as Record<string, unknown> | undefined)?.[key];
  if (index !== undefined) current = Array.isArray(current) ? current[Number(index)] : undefined;
  return typeof current === 'string' ? current : '';
}

/** Demo Hindi for Home, About, Admissions, Contact, the two wings and three notices (runs last). */
export const translationsSeeder: Seeder = {
  name: 'translations',
  async run({ db }) {
    const rows: (typeof translations.$inferInsert)[] = [];
    const add = (entity: string, entityId: string, field: string, value: string, english: string) =>
      rows.push({
        entity,
        entityId,
        field,
        locale: 'hi',
        value,
        sourceHash: sourceHash(english),
        updatedBy: DEMO_TRANSLATOR,
      });

    for (const [entity, records] of Object.entries(SINGLETONS)) {
      const definition = TRANSLATABLE_ENTITIES[entity as keyof typeof TRANSLATABLE_ENTITIES];
      if (definition.kind !== 'singleton') continue;
      const keys: Record<string, string> = definition.records;
      const stored = await db
        .select()
        .from(siteSettings)
        .where(
          inArray(
            siteSettings.key,
            Object.keys(records).map((id) => keys[id]!),
          ),
        );
      for (const [id, fields] of Object.entries(records)) {
        const english = stored.find((row) => row.key === keys[id])?.value;
        if (!english) continue;
        for (const [field, value] of Object.entries(fields)) {
          const source =
            entity === 'page-content' && id === 'home' && field === 'tagline'
              ? OLDER_HOME_TAGLINE
              : readPath(english, field);
          if (source) add(entity, id, field, value, source);
        }
      }
    }

    const seededNotices = await db
      .select({ id: notices.id, title: notices.title, description: notices.description, body: notices.body })
      .from(notices)
      .where(inArray(notices.title, Object.keys(NOTICES)));
    for (const notice of seededNotices) {
      const hindi = NOTICES[notice.title]!;
      add('notices', notice.id, 'title', hindi.title, notice.title);
      add('notices', notice.id, 'description', hindi.description, notice.description);
      if (hindi.body) add('notices', notice.id, 'body', hindi.body, notice.body);
    }

    if (rows.length > 0) await db.insert(translations).values(rows);
  },
};
