import type { Catalogue } from './catalogue-types';
import type { en } from './messages-en';

/**
 * The Hindi edition's interface texts.
 *
 * REVIEW: every string in this file was drafted by machine (issue 20) and needs a fluent Hindi
 * reader's check before launch. Names of the school, its units and the CBSE stay as the school
 * writes them; numbers stay in international digits (hi-IN's default), as parents read them.
 */
export const hi: Catalogue<typeof en> = {
  meta: {
    siteName: 'एस.के.पी. विद्या विहार, देवघर',
    home: {
      title: 'एस.के.पी. विद्या विहार, देवघर',
      description:
        'एस.के.पी. विद्या विहार, देवघर: कक्षा 12 तक का अंग्रेज़ी माध्यम, सह-शिक्षा, सी.बी.एस.ई. से संबद्ध डे-कम-आवासीय विद्यालय। सत्र 2024-25 के लिए प्रवेश खुले हैं।',
    },
    about: {
      title: 'हमारे बारे में',
      description: 'एस.के.पी. विद्या विहार, देवघर की कहानी, दृष्टि, नेतृत्व, सदन और पूर्व छात्र।',
    },
    academics: {
      title: 'शिक्षा',
      description:
        'एस.के.पी. विद्या विहार में पूर्व-प्राथमिक से उच्चतर माध्यमिक तक का पाठ्यक्रम, हमारे शिक्षक और विद्यालय की पोशाक।',
    },
    contact: {
      title: 'संपर्क करें',
      description: 'एस.के.पी. विद्या विहार, देवघर का पता, फ़ोन, ई-मेल, कार्यालय का समय, नक्शा और पूछताछ फ़ॉर्म।',
    },
    admissions: {
      title: 'प्रवेश',
      description:
        'एस.के.पी. विद्या विहार में प्रवेश: पाँच चरणों की प्रक्रिया, आवश्यक दस्तावेज़, पोशाक, शुल्क और ऑनलाइन पंजीकरण।',
    },
    campus: {
      title: 'परिसर',
      description: 'एस.के.पी. विद्या विहार का हरा-भरा, वाई-फ़ाई युक्त, सुरक्षित परिसर, स्मार्ट कक्षाएँ और छात्र जीवन।',
    },
    babySteps: {
      title: 'बेबी स्टेप्स',
      description: 'बेबी स्टेप्स, एस.के.पी. विद्या विहार, देवघर की नर्सरी इकाई: प्ले ज़ोन, प्रेप ज़ोन, नर्सरी और किंडरगार्टन।',
    },
    cricketAcademy: {
      title: 'क्रिकेट अकादमी',
      description: 'एस.के.पी. क्रिकेट अकादमी, देवघर: प्रशिक्षण कार्यक्रम, कोच, सुविधाएँ और उपलब्धियाँ।',
    },
    mandatoryPublicDisclosure: {
      title: 'अनिवार्य सार्वजनिक प्रकटीकरण',
      description:
        'एस.के.पी. विद्या विहार, देवघर का सी.बी.एस.ई. अनिवार्य सार्वजनिक प्रकटीकरण (परिशिष्ट IX): सामान्य जानकारी, दस्तावेज़, परिणाम, कर्मचारी और आधारभूत संरचना।',
    },
    notFound: {
      title: 'पृष्ठ नहीं मिला',
      description: 'आपने जो पृष्ठ माँगा है, वह एस.के.पी. विद्या विहार की वेबसाइट पर नहीं है।',
    },
    gallery: {
      title: '{{name}} गैलरी',
      description: 'एस.के.पी. विद्या विहार, देवघर में {{name}} की तस्वीरें।',
    },
  },
  brand: {
    main: {
      logoAlt: 'एस.के.पी. विद्या विहार का प्रतीक चिह्न',
      title: 'एस.के.पी. विद्या विहार',
      tagline: 'एस.के.पी. चैरिटेबल ट्रस्ट के तत्वावधान में',
      subTagline: 'कक्षा 10+2 तक का अंग्रेज़ी माध्यम, सह-शिक्षा, सी.बी.एस.ई. से संबद्ध डे-कम-आवासीय विद्यालय',
    },
    nursery: {
      logoAlt: 'बेबी स्टेप्स का लोगो',
      title: 'बेबी स्टेप्स',
      tagline: 'एस.के.पी. विद्या विहार, देवघर की एक इकाई',
    },
    cricket: {
      logoAlt: 'एस.के.पी. क्रिकेट अकादमी का लोगो',
      title: 'एस.के.पी. क्रिकेट अकादमी',
      tagline: 'एक छोटी शुरुआत उन्हें बहुत आगे ले जाएगी।',
    },
    homeLabel: '{{title}} मुख्य पृष्ठ',
  },
  nav: {
    home: 'मुख्य पृष्ठ',
    about: 'हमारे बारे में',
    academics: 'शिक्षा',
    contact: 'संपर्क',
    admissions: 'प्रवेश',
    campus: 'परिसर',
    babySteps: 'बेबी स्टेप्स',
    cricketAcademy: 'क्रिकेट अकादमी',
    mandatoryPublicDisclosure: 'अनिवार्य सार्वजनिक प्रकटीकरण',
    main: 'मुख्य',
    site: 'साइट',
    menu: 'मेनू',
    openMenu: 'नेविगेशन मेनू खोलें',
    closeMenu: 'नेविगेशन मेनू बंद करें',
    drawer: 'साइट नेविगेशन',
    skipToMain: 'मुख्य सामग्री पर जाएँ',
    language: 'भाषा',
  },
  footer: {
    quickLinks: 'त्वरित लिंक',
    followUs: 'हमसे जुड़ें',
    place: 'एस.के.पी. विद्या विहार, देवघर, झारखंड',
    copyright: '© {{year}} एस.के.पी. विद्या विहार, देवघर। एस.के.पी. चैरिटेबल ट्रस्ट के तत्वावधान में।',
    chat: 'व्हाट्सऐप पर हमसे बात करें',
  },
  states: {
    retry: 'फिर से कोशिश करें',
  },
  notFound: {
    title: 'पृष्ठ नहीं मिला',
    text: 'क्षमा करें, आप जो पृष्ठ खोज रहे हैं वह मौजूद नहीं है या कहीं और चला गया है।',
    backHome: 'मुख्य पृष्ठ पर लौटें',
  },
  gallery: {
    categories: {
      'buildings-infrastructure': 'भवन और आधारभूत संरचना',
      'games-sports': 'खेल-कूद',
      'academic-cultural-events': 'शैक्षिक और सांस्कृतिक कार्यक्रम',
      hostel: 'छात्रावास',
      'cricket-academy': 'क्रिकेट अकादमी',
      'baby-steps': 'बेबी स्टेप्स',
    },
    breadcrumb: 'आप यहाँ हैं',
    photos: '{{name}} की तस्वीरें',
    photoCount_one: '{{count}} तस्वीर',
    photoCount_other: '{{count}} तस्वीरें',
    empty: 'इस श्रेणी में अभी कोई तस्वीर नहीं है',
    failed: 'तस्वीरें लोड नहीं हो सकीं',
    invalid: 'अमान्य श्रेणी',
    notFound: 'गैलरी नहीं मिली',
    notFoundText: 'इस पते पर कोई फ़ोटो गैलरी नहीं है।',
    goBack: 'वापस जाएँ',
    close: 'बंद करें',
    previous: 'पिछली तस्वीर',
    next: 'अगली तस्वीर',
  },
  hero: {
    previous: 'पिछली स्लाइड',
    next: 'अगली स्लाइड',
    play: 'स्लाइड शो चलाएँ',
    pause: 'स्लाइड शो रोकें',
    slide: '{{count}} में से {{index}}',
  },
  enquiry: {
    success: 'पूछताछ के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
    error: 'क्षमा करें, आपकी पूछताछ भेजने में समस्या हुई। कृपया फिर से कोशिश करें।',
    sending: 'भेजा जा रहा है...',
    honeypot: 'इस खाने को खाली छोड़ दें',
    quickSubmit: 'पूछताछ भेजें',
    admissionSubmit: 'प्रवेश पूछताछ भेजें',
    fields: {
      name: 'नाम',
      email: 'ई-मेल',
      phone: 'फ़ोन',
      message: 'संदेश',
      studentName: 'विद्यार्थी का नाम',
      dateOfBirth: 'जन्म तिथि',
      classSought: 'किस कक्षा में प्रवेश',
      chooseClass: 'कक्षा चुनें',
      parentName: 'माता-पिता या अभिभावक का नाम',
      messageOptional: 'संदेश (वैकल्पिक)',
    },
    fieldErrors: {
      name: 'कृपया अपना नाम लिखें।',
      email: 'कृपया सही ई-मेल पता लिखें।',
      phone: 'कृपया सही फ़ोन नंबर लिखें।',
      message: 'कृपया अपना संदेश लिखें।',
      studentName: 'कृपया विद्यार्थी का नाम लिखें।',
      dateOfBirth: 'कृपया सही जन्म तिथि लिखें।',
      classSought: 'कृपया एक कक्षा चुनें।',
      parentName: 'कृपया माता-पिता या अभिभावक का नाम लिखें।',
    },
  },
};
