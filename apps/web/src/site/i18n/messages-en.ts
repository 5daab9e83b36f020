import { ADMISSION_STEPS, SITE_NAME, SITE_PAGES } from '@skp/shared';
import { DRESS_CODE_CLASS_GROUPS } from '../../components/dress-code/dress-code';
import { BRANDS } from '../../components/layout/brand';

/**
 * The English edition's interface texts: SPEC's exact words (tests look for them). Every key here
 * has a Hindi value in messages-hi.ts (typecheck and i18n/catalogue.test.ts).
 */
export const en = {
  meta: {
    siteName: SITE_NAME,
    home: { title: SITE_NAME, description: SITE_PAGES.home.description },
    about: { title: SITE_PAGES.about.title, description: SITE_PAGES.about.description },
    academics: { title: SITE_PAGES.academics.title, description: SITE_PAGES.academics.description },
    contact: { title: SITE_PAGES.contact.title, description: SITE_PAGES.contact.description },
    admissions: { title: SITE_PAGES.admissions.title, description: SITE_PAGES.admissions.description },
    campus: { title: SITE_PAGES.campus.title, description: SITE_PAGES.campus.description },
    babySteps: { title: SITE_PAGES.babySteps.title, description: SITE_PAGES.babySteps.description },
    cricketAcademy: {
      title: SITE_PAGES.cricketAcademy.title,
      description: SITE_PAGES.cricketAcademy.description,
    },
    mandatoryPublicDisclosure: {
      title: SITE_PAGES.mandatoryPublicDisclosure.title,
      description: SITE_PAGES.mandatoryPublicDisclosure.description,
    },
    events: { title: SITE_PAGES.events.title, description: SITE_PAGES.events.description },
    notFound: { title: SITE_PAGES.notFound.title, description: SITE_PAGES.notFound.description },
    gallery: {
      title: '{{name}} Gallery',
      description: 'Photos of {{name}} at S.K.P. Vidya Vihar, Deoghar.',
    },
  },
  brand: {
    main: {
      logoAlt: BRANDS.main.logoAlt,
      title: BRANDS.main.title,
      tagline: BRANDS.main.tagline,
      subTagline: BRANDS.main.subTagline!,
    },
    nursery: {
      logoAlt: BRANDS.nursery.logoAlt,
      title: BRANDS.nursery.title,
      tagline: BRANDS.nursery.tagline,
    },
    cricket: {
      logoAlt: BRANDS.cricket.logoAlt,
      title: BRANDS.cricket.title,
      tagline: BRANDS.cricket.tagline,
    },
    homeLabel: '{{title}} home',
  },
  nav: {
    home: 'Home',
    about: 'About us',
    academics: 'Academics',
    contact: 'Contact',
    admissions: 'Admissions',
    campus: 'Campus',
    babySteps: 'Baby Steps',
    cricketAcademy: 'Cricket Academy',
    mandatoryPublicDisclosure: 'Mandatory Public Disclosure',
    main: 'Main',
    site: 'Site',
    menu: 'Menu',
    openMenu: 'Open navigation menu',
    closeMenu: 'Close navigation menu',
    drawer: 'Site navigation',
    skipToMain: 'Skip to main content',
    language: 'Language',
  },
  announcements: {
    label: 'Announcements',
    info: 'Information',
    important: 'Important',
    urgent: 'Urgent',
    dismiss: 'Dismiss this announcement',
  },
  share: {
    whatsappLabel: 'Share on WhatsApp: {{title}}',
    whatsapp: 'Share on WhatsApp',
    copyLink: 'Copy link',
    share: 'Share…',
    copied: 'Link copied',
    copyThis: 'Copy this link: {{url}}',
  },
  chat: {
    message: 'Hello, I have a question about {{title}} ({{url}})',
  },
  footer: {
    quickLinks: 'Quick Links',
    followUs: 'Follow Us',
    place: 'S.K.P. Vidya Vihar, Deoghar, Jharkhand',
    copyright: '© {{year}} S.K.P. Vidya Vihar, Deoghar. Under the aegis of SKP Charitable Trust.',
    chat: 'Chat with us on WhatsApp',
  },
  states: {
    retry: 'Retry',
  },
  notFound: {
    title: 'Page not found',
    text: 'Sorry, the page you are looking for does not exist or has moved.',
    backHome: 'Back to Home',
  },
  gallery: {
    categories: {
      'buildings-infrastructure': 'Buildings and Infrastructure',
      'games-sports': 'Games and Sports',
      'academic-cultural-events': 'Academic and Cultural Events',
      hostel: 'Hostel',
      'cricket-academy': 'Cricket Academy',
      'baby-steps': 'Baby Steps',
    },
    breadcrumb: 'Breadcrumb',
    photos: '{{name}} photos',
    photoCount_one: '{{count}} photo',
    photoCount_other: '{{count}} photos',
    empty: 'No photos available in this category yet',
    failed: 'Failed to load photos',
    invalid: 'Invalid category',
    notFound: 'Gallery not found',
    notFoundText: 'There is no photo gallery at this address.',
    goBack: 'Go Back',
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
  },
  hero: {
    previous: 'Previous slide',
    next: 'Next slide',
    play: 'Play slideshow',
    pause: 'Pause slideshow',
    slide: '{{index}} of {{count}}',
  },
  enquiry: {
    success: 'Thank you for your enquiry! We will get back to you soon.',
    error: 'Sorry, there was an error sending your enquiry. Please try again.',
    sending: 'Sending...',
    honeypot: 'Leave this field empty',
    quickSubmit: 'Send Enquiry',
    admissionSubmit: 'Send Admission Enquiry',
    fields: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
      studentName: 'Student name',
      dateOfBirth: 'Date of birth',
      classSought: 'Class sought',
      chooseClass: 'Choose a class',
      parentName: 'Parent or guardian name',
      messageOptional: 'Message (optional)',
    },
    /** Shown under a field the server refused on pages other than English (English shows the API's own words). */
    fieldErrors: {
      name: 'Please enter your name.',
      email: 'Please enter a valid e-mail address.',
      phone: 'Please enter a valid phone number.',
      message: 'Please write your message.',
      studentName: "Please enter the student's name.",
      dateOfBirth: 'Please enter a valid date of birth.',
      classSought: 'Please choose a class.',
      parentName: "Please enter the parent's or guardian's name.",
    },
  },
  common: {
    download: 'Download',
    downloadNamed: 'Download {{title}}',
    downloadPdf: 'Download PDF',
    downloadPdfNamed: 'Download PDF: {{title}}',
    view: 'View',
    viewNamed: 'View {{title}}',
    applyNow: 'Apply Now',
    contactUs: 'Contact Us',
    closeViewer: 'Close image viewer',
  },
  home: {
    hero: {
      pictures: 'S.K.P. Vidya Vihar pictures',
      badge: 'Admissions open for 2024-25 · Pre-Primary to Class 12',
      title: 'Welcome to S.K.P. Vidya Vihar',
      lead: 'An English Medium Co-Educational C.B.S.E. Affiliated Day cum Residential School Upto 10+2, under the aegis of SKP Charitable Trust, Deoghar.',
      apply: 'Apply for Admission',
      exploreAcademics: 'Explore Academics',
      explore: 'Explore',
      school: 'SKP Vidya Vihar',
    },
    gallery: {
      title: 'Photo & Gallery',
      subtitle: 'Moments from our classrooms, playgrounds, hostels and celebrations.',
      empty: 'Gallery images will appear here once they are uploaded to the system.',
      viewAll: 'View All Photos',
    },
    facilities: {
      title: 'Campus Facilities',
      subtitle: 'Everything a child needs to learn, play and grow, on one campus.',
      cards: {
        campus: {
          title: 'School Campus',
          description: 'A spacious, green and secure campus in Deoghar built for learning.',
        },
        laboratories: {
          title: 'Laboratories',
          description: 'Well-equipped Physics, Chemistry and Biology labs for hands-on science.',
        },
        artRoom: {
          title: 'Art Room',
          description: 'A bright studio where young artists paint, sketch and craft.',
        },
        musicDance: {
          title: 'Music And Dance Room',
          description: 'Instruments, rhythm and movement in a dedicated performance space.',
        },
        library: {
          title: 'Library',
          description: 'Thousands of books, periodicals and a quiet space to read and research.',
        },
        gamesSports: {
          title: 'Games & Sports',
          description: 'Playgrounds and courts for cricket, football, athletics and indoor games.',
        },
        computerLabs: {
          title: 'Computer Laboratories',
          description: 'Modern computers and internet access for every student.',
        },
        digitalClassroom: {
          title: 'Digital Classroom',
          description: 'Smart boards and audio-visual lessons that bring topics to life.',
        },
        houseSystem: {
          title: 'House System',
          description: 'Four houses that build teamwork, leadership and healthy competition.',
        },
        hostel: {
          title: 'Hostel',
          description: 'Safe, caring residential facilities with supervised study and meals.',
        },
        faculties: {
          title: 'Faculties & Mentors',
          description: 'Qualified, caring teachers who guide every child individually.',
        },
        electricityCctv: {
          title: 'Uninterrupted Electricity & CCTV Surveillance',
          description: 'Power backup and CCTV across the campus for comfort and safety.',
        },
        roWater: {
          title: 'RO Drinking Water',
          description: 'Purified RO drinking water available throughout the school.',
        },
        skillEducation: {
          title: 'Skill Education',
          description: 'Vocational and life-skill courses that prepare students for the future.',
        },
        transport: {
          title: 'Transport Facility',
          description: 'School buses covering Deoghar and nearby areas with trained staff.',
        },
      },
    },
    activities: {
      title: 'Co-Curricular Activities',
      subtitle: 'Beyond the classroom: sports, arts, clubs and competitions for every interest.',
      empty: 'No activities available at the moment.',
    },
    noticesEvents: {
      title: 'Notices & Events',
      subtitle: 'The latest announcements and what is coming up at school.',
      error: 'Failed to load notices and events',
      fetchError: 'Failed to fetch data',
      notices: 'Recent Notices',
      events: 'Upcoming Events',
      noNotices: 'No notices available at the moment.',
      noEvents: 'No upcoming events at the moment.',
    },
    why: {
      title: 'Why Choose Us',
      cards: {
        excellence: {
          title: 'Excellence in Education',
          description:
            'A CBSE curriculum from Pre-Primary to Class 12, taught by experienced teachers with a record of strong results.',
        },
        facilities: {
          title: 'Modern Facilities',
          description:
            'Science and computer labs, digital classrooms, a library, sports grounds, a hostel and safe transport.',
        },
        attention: {
          title: 'Individual Attention',
          description:
            'Small classes, mentors and a house system so that every child is known, guided and encouraged.',
        },
      },
    },
    policies: {
      title: 'Policies & Guidelines',
      subtitle: 'The rules and guidelines that keep our school safe, fair and focused on learning.',
      empty: 'No policies available at the moment.',
    },
    disclosures: {
      title: 'Mandatory Disclosures',
      subtitle:
        "Documents published as required by the Central Board of Secondary Education. The complete disclosure in CBSE's format:",
      appendixLink: 'Mandatory Public Disclosure (Appendix IX)',
      error: 'Failed to load mandatory disclosures',
      empty: 'No mandatory disclosures available at the moment.',
    },
    join: {
      title: 'Ready to Join Our School?',
      text: 'Admissions are open for 2024-25, from Pre-Primary to Class 12. Visit us, ask us anything, or apply today.',
    },
  },
  about: {
    hero: {
      title: 'About Us',
      lead: 'Our story, our vision and the people behind S.K.P. Vidya Vihar',
      pictures: 'About Us pictures',
      video: 'About Us video',
      videoLabel: 'A walk through the S.K.P. Vidya Vihar campus',
      play: 'Play video',
      pause: 'Pause video',
    },
    story: {
      title: 'Our Story & Vision',
      subtitle:
        'From a small beginning in Deoghar to a CBSE school up to Class 12: the milestones of our journey.',
      error: 'Failed to load milestones',
      errorDetail: 'Failed to fetch milestones data',
      empty: 'No milestones available at the moment',
    },
    leaders: {
      title: 'Leadership Messages',
      subtitle: 'Words from the people who lead our school. Select a card to read the full message.',
      error: 'Failed to load leadership messages',
      errorDetail: 'Failed to fetch leadership data',
      empty: 'No leadership messages available',
      portrait: 'Portrait of {{name}}',
      messageFrom: 'Message from {{name}}',
      closeMessage: 'Close message',
      experience: 'Experience: {{experience}}',
      close: 'Close',
      readMessageFrom: 'Read the message from {{name}}, {{role}}',
      readMore: 'Read full message',
    },
    values: {
      title: 'What We Stand For',
      aimsTitle: 'Aims & Objectives',
      aims: {
        values:
          'To give every child a sound, value-based English-medium education following the CBSE curriculum.',
        wholeChild:
          "To develop each child's intellectual, physical, emotional and social abilities in equal measure.",
        curiosity:
          'To nurture curiosity, creativity and a scientific temper through activity-based learning.',
        discipline:
          'To build discipline, leadership and a spirit of service through the house system, sport and community work.',
        roots:
          'To keep our roots in Indian culture and values while preparing students for a changing world.',
      },
      mottoTitle: 'Motto',
      motto: 'Tamaso Ma Jyotirgamaya',
      mottoMeaning:
        'Lead us from darkness to light: knowledge that brightens the mind and character that guides it.',
      visionTitle: 'Vision',
      vision:
        'To be a centre of excellence in Deoghar that shapes confident, compassionate and responsible citizens, proud of their values and ready for the challenges of tomorrow.',
    },
    houses: {
      title: 'School Houses',
      subtitle:
        'Every student belongs to one of four houses, which compete in sport, culture and academics through the year.',
      names: { Brikodar: 'Brikodar', Einstein: 'Einstein', Shivaji: 'Shivaji', Tagore: 'Tagore' },
      colours: { purple: 'purple', green: 'green', yellow: 'yellow', red: 'red' },
      colourHouse: '{{colour}} house',
      mottos: {
        Brikodar: 'Strength with humility, courage with kindness.',
        Einstein: 'Curiosity and imagination light the way.',
        Shivaji: 'Courage, discipline and self-reliance.',
        Tagore: 'Where the mind is without fear and the head is held high.',
      },
    },
    hallOfFame: {
      title: 'Hall of Fame',
      subtitle: 'Former students who make us proud.',
      error: 'Failed to load alumni',
      errorDetail: 'Failed to fetch alumni data',
      empty: 'No alumni information available',
      photoOf: 'Photo of {{name}}',
      viewPhotoOf: 'View photo of {{name}}',
      classOf: 'Class of {{year}}',
    },
    alumniMoments: {
      title: 'Alumni Moments',
      error: 'Failed to load alumni cards',
      errorDetail: 'Failed to fetch alumni cards',
      empty: 'No alumni cards available',
      viewPicture: 'View picture: {{title}}',
      region: 'Alumni pictures',
      previous: 'Previous alumni picture',
      next: 'Next alumni picture',
      showPicture: 'Show picture {{index}}: {{title}}',
    },
    glance: {
      title: 'At a Glance',
      facts: {
        cbse: { label: 'CBSE Affiliated', detail: 'Senior secondary school up to Class 12 (10+2)' },
        classes: { label: 'Pre-Primary to Class 12', detail: 'From Baby Steps nursery to Senior Secondary' },
        residential: { label: 'Day cum Residential', detail: 'Day school with hostel facilities on campus' },
        english: { label: 'English Medium', detail: 'Co-educational teaching in English' },
        houses: { label: 'Four Houses', detail: 'Brikodar, Einstein, Shivaji and Tagore' },
        cricket: { label: 'Cricket Academy', detail: 'Professional coaching on our own ground' },
      },
    },
  },
  dressCode: {
    title: 'School Dress Code',
    subtitle: 'Students come to school in the prescribed uniform every day.',
    tableRegion: 'School Dress Code table',
    days: 'Days',
    wearer: 'Boys / Girls',
    juniors: DRESS_CODE_CLASS_GROUPS[0],
    seniors: DRESS_CODE_CLASS_GROUPS[1],
    failure: 'Unable to load School Dress Code right now.',
  },
  academics: {
    hero: {
      title: 'Academics',
      lead: 'A CBSE curriculum from Pre-Primary to Class 12, taught by dedicated teachers',
      pictures: 'Academics pictures',
    },
    curriculum: {
      title: 'Curriculum Breakdown',
      subtitle:
        'The CBSE curriculum from Pre-Primary to Senior Secondary, with the subjects and activities of each stage.',
      error: 'Failed to load curriculum breakdown',
      errorDetail: 'Failed to fetch curriculum data',
      empty: 'No curriculum levels available at the moment.',
      subjects: 'Subjects',
      activities: 'Activities',
    },
    faculty: {
      title: 'Faculty Directory',
      subtitle: 'Qualified, caring teachers and mentors who know every child by name.',
      error: 'Failed to load faculty directory',
      errorDetail: 'Failed to fetch faculty data',
      empty: 'No faculty members available at the moment.',
      filter: 'Filter by department',
      allDepartments: 'All Departments',
      expertise: 'Expertise',
      expertiseLabel: 'Expertise:',
      education: 'Education:',
      experience: 'Experience:',
    },
    departments: {
      Administration: 'Administration',
      Science: 'Science',
      Languages: 'Languages',
      Mathematics: 'Mathematics',
      'Primary Education': 'Primary Education',
      Technology: 'Technology',
      'Social Studies': 'Social Studies',
      'Physical Education': 'Physical Education',
      Arts: 'Arts',
      'Computer Science': 'Computer Science',
    },
  },
  admissions: {
    hero: {
      title: 'Admissions',
      lead: 'Admissions are open for 2024-25, from Pre-Primary to Class 12. Register online to begin.',
      pictures: 'Admissions pictures',
    },
    applyOnline: 'Apply Online',
    applyOnlineLabel: 'Apply Online (opens the registration portal in a new tab)',
    process: {
      title: 'Admission Process',
      subtitle: 'Five simple steps from application to admission.',
      steps: 'Admission steps',
    },
    steps: {
      application: {
        title: ADMISSION_STEPS[0],
        description: 'Register online through the admission portal and fill in the application form.',
      },
      documents: {
        title: ADMISSION_STEPS[1],
        description: 'Bring the original documents to the school office for verification.',
      },
      assessment: {
        title: ADMISSION_STEPS[2],
        description: 'A short, age-appropriate assessment of the child (from Class 1 onwards).',
      },
      interview: {
        title: ADMISSION_STEPS[3],
        description: 'An informal interaction with the child and the parents.',
      },
      confirmation: {
        title: ADMISSION_STEPS[4],
        description: 'Pay the admission fee to confirm the seat and receive the welcome kit.',
      },
    },
    requirements: {
      title: 'Admission Requirements',
      error: 'Failed to load admission requirements',
      empty: 'No admission requirements available at the moment.',
      ages: 'Age Requirements',
      documents: 'Documents Required',
      academic: 'Academic Requirements',
    },
    ages: {
      prePrimary: 'Pre-Primary',
      primary: 'Primary',
      secondary: 'Secondary',
      seniorSecondary: 'Senior Secondary',
    },
    fees: {
      title: 'Fee Structure',
      subtitle: 'Fees in Indian Rupees for the current academic session.',
      error: 'Failed to load fee structure',
      empty: 'No fee structure available at the moment.',
      featured: 'Featured',
      admission: 'Admission Fee',
      oneTime: '(one time)',
      monthly: 'Monthly Fee',
      perMonth: 'per month',
      annual: 'Annual Fee',
      perYear: 'per year',
      other: 'Other Charges',
    },
    apply: {
      title: 'Ready to Apply?',
      lead: 'Fill in the online registration form on our admission portal. Our admissions office will contact you about the next steps.',
      enquiry: 'Admission Enquiry',
    },
  },
  contact: {
    hero: {
      title: 'Contact Us',
      lead: 'We would love to hear from you. Call, write or visit us in Deoghar.',
      pictures: 'Contact pictures',
    },
    getInTouch: 'Get in Touch',
    error: 'Failed to load contact information',
    empty: 'Contact details are not available at the moment.',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    officeHours: 'Office Hours',
    whatsapp: 'WhatsApp',
    socialLinks: 'Social links',
    quickEnquiry: 'Quick Enquiry',
    findUs: 'Find Us',
    mapTitle: 'Map showing the location of S.K.P. Vidya Vihar, Deoghar',
    openInMaps: 'Open in Maps',
    roadmap: {
      title: 'School Roadmap',
      subtitle: 'How to reach our campus from Deoghar town.',
      alt: 'Road map to S.K.P. Vidya Vihar, Deoghar',
      view: 'View the school road map larger',
    },
  },
  campus: {
    hero: {
      title: 'Our Campus',
      lead: 'A safe, green and modern campus where children learn, play and grow',
      pictures: 'Campus pictures',
    },
    highlights: {
      title: 'Campus Highlights',
      green: {
        title: 'Green Campus',
        text: 'Shady trees, lawns and gardens across a clean, pollution-free campus on the edge of Deoghar.',
      },
      wifi: {
        title: 'Wi-Fi Enabled',
        text: 'High-speed internet in classrooms, laboratories, the library and the hostel.',
      },
      security: {
        title: 'Security System',
        text: 'CCTV surveillance, guarded gates, visitor registration and trained staff round the clock.',
      },
      smart: {
        title: 'Smart Classrooms',
        text: 'Interactive digital boards and audio-visual lessons that make learning vivid.',
      },
    },
    studentLife: {
      title: 'Student Life',
      subtitle: 'Festivals, competitions, trips and everyday moments on campus.',
      error: 'Failed to load student life events',
      empty: 'No student life events available at the moment.',
    },
    join: {
      title: 'Become a Part of Our Campus',
      text: 'Admissions are open from Pre-Primary to Class 12. Visit us, or start your application today.',
    },
  },
};
