import { globeEn } from '../globe/en';

/** English words of every page: head tags, navigation, header, footer, breadcrumbs, home, the globe, errors and the words service pages share. */
export const coreEn = {
  ...globeEn,
  meta: {
    home: {
      title: '{{company}} – Business services from Potsdam',
      description:
        'IT solutions, energy trading, real estate, HR, networking, research and green energy: one partner from Potsdam, also active in Turkey, Azerbaijan, the United Arab Emirates and Qatar.',
    },
    services: {
      title: 'Services – {{company}}',
      description:
        'All our services at a glance: IT, energy trading, real estate, HR, networking, R&D and green energy.',
    },
    service: { title: '{{name}} – {{company}}', description: '{{summary}}' },
    entry: { title: '{{name}} – {{company}}', description: '{{summary}}' },
    place: { title: '{{name}} – {{company}}', description: '{{summary}}' },
    about: {
      title: 'About us – {{company}}',
      description:
        'Our mission and values: German quality, customer focus and innovation, from Potsdam to four countries.',
    },
    blog: {
      title: 'News – {{company}}',
      description: 'News and insights from our group. The first articles are on their way.',
    },
    contact: {
      title: 'Contact – {{company}}',
      description:
        'Write to us: on working days we usually reply within {{hours}} hours. Office hours: {{officeHours}}.',
    },
    careers: {
      title: 'Careers – {{company}}',
      description: 'Work with us in Potsdam and abroad. Send us a speculative application.',
    },
    privacy: {
      title: 'Privacy policy – {{company}}',
      description: 'How we handle personal data on this website: what we collect, why, for how long, and your rights.',
    },
    terms: {
      title: 'Terms and conditions – {{company}}',
      description: 'Terms and conditions for the use of our website and services, under German law.',
    },
    impressum: {
      title: 'Legal notice (Impressum) – {{company}}',
      description: 'Legal notice under § 5 DDG: company details, register entry and contact.',
    },
    accessibility: {
      title: 'Accessibility statement – {{company}}',
      description: 'How accessible this website is, how we check it, the barriers we know of, and how to report one.',
    },
    globeDemo: {
      title: 'Globe demo – {{company}}',
      description: 'Four variants of our animated dotted globe, with live controls for dots, speed, size and colour.',
    },
    notFound: {
      title: '404 – Page not found – {{company}}',
      description: 'Sorry, the requested page does not exist or has been moved.',
    },
  },
  services: {
    it: {
      name: 'IT Services',
      summary: 'Software, cloud, security and data: IT solutions built to German quality standards.',
    },
    energy: {
      name: 'Energy Trading',
      summary: 'Electricity and gas trading, risk management and market analysis on Europe’s energy exchanges.',
    },
    realEstate: {
      name: 'Real Estate',
      summary: 'Buying, financing and managing property in Azerbaijan, Dubai, Qatar and Turkey.',
    },
    hr: { name: 'Human Resources', summary: 'Recruitment, staff development and HR compliance for growing companies.' },
    networking: {
      name: 'Networking',
      summary: 'Network design, wireless, security and server infrastructure that simply works.',
    },
    rd: {
      name: 'Research & Development',
      summary: 'From basic research to market launch: AI, blockchain, biotech and more.',
    },
    greenEnergy: {
      name: 'Green Energy',
      summary: 'Solar, wind, storage and geothermal projects for a lower-carbon business.',
    },
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    services: 'Services',
    about: 'About',
    news: 'News',
    contact: 'Contact',
    careers: 'Careers',
    globeDemo: 'Globe demo',
    impressum: 'Legal notice',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
    accessibility: 'Accessibility',
  },
  header: {
    skipLink: 'Skip to content',
    homeLink: '{{company}} – home page',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mobileMenu: 'Menu',
    darkTheme: 'Dark theme',
    language: 'Language',
    currentLanguage: 'Language: {{name}}',
    changeLanguage: 'Language: {{name}}. Change language',
    /** Said politely while a page a visitor asked for is still loading (components/NavigationProgress.tsx). */
    loadingPage: 'Loading {{page}}…',
    loadingNextPage: 'Loading the page…',
  },
  officeHours: { dayRange: '{{from}} to {{to}}', days: '{{days}} {{open}}–{{close}}' },
  footer: {
    tagline:
      'Business services from Potsdam: IT, energy, real estate, people and research, in Germany and {{count}} more countries.',
    servicesHeading: 'Services',
    companyHeading: 'Company',
    legalHeading: 'Legal',
    contactHeading: 'Contact',
    addressLabel: 'Address',
    emailLabel: 'E-mail',
    phoneLabel: 'Phone',
    socialHeading: 'Follow us',
    linkedin: 'LinkedIn',
    facebook: 'Facebook',
    newTab: '(opens in a new tab)',
    statusOpen: 'Open now – our office is staffed until {{time}}.',
    statusClosed: 'Our office is closed right now – on working days we usually reply within {{hours}} hours.',
    backToTop: 'Back to top',
    copyright: '© {{year}} {{company}}. All rights reserved.',
    cookieSettings: 'Cookie settings',
  },
  breadcrumbs: {
    label: 'Breadcrumb',
    home: 'Home',
    /** A 404 address that is no short slug: never echoed as the site's words. */
    notFound: 'Page not found',
    /** A place's page in the trail, and in the announcement of a navigation to it: so they are core words. */
    placeNames: {
      potsdam: 'Potsdam',
      turkey: 'Turkey',
      azerbaijan: 'Azerbaijan',
      dubai: 'Dubai',
      qatar: 'Qatar',
    },
    segments: {
      services: 'Services',
      about: 'About',
      blog: 'News',
      careers: 'Careers',
      contact: 'Contact',
      privacyPolicy: 'Privacy policy',
      termsConditions: 'Terms and conditions',
      globeDemo: 'Globe demo',
      impressum: 'Legal notice',
      accessibility: 'Accessibility',
      places: 'Where we work',
    },
  },
  share: {
    /** The shared picture (og:image), described for those who cannot see it. */
    imageAlt: '{{company}} logo, the words “{{heading}}” and the company’s dotted globe',
  },
  home: {
    stats: { services: 'Services in our portfolio', countries: 'Countries beyond Germany', quality: 'German quality' },
    eyebrow: 'Business services from Potsdam',
    heading: 'One partner for IT, energy, real\u00a0estate and people',
    intro:
      'We bring German quality to seven fields of business, from software and energy trading to property in four countries.',
    ctaServices: 'Explore our services',
    ctaContact: 'Get in touch',
    contactHeading: 'Talk to us',
    contactIntro: 'Tell us what you need: on working days we usually get back to you within {{hours}} hours.',
    contactLink: 'Go to the contact page',
    hiring: 'We are hiring: see our open positions',
  },
  pages: {
    services: {
      heading: 'Our services',
      intro: 'Seven fields of business, each run by specialists. Choose one to see what we offer.',
    },
    globeDemo: {
      heading: 'Globe demo',
      intro: 'Four variants of our dotted globe, for presentations and trade fairs.',
    },
  },
  notFound: {
    heading: '404 – Page not found',
    text: 'Sorry, the requested page does not exist or has been moved.',
    home: 'Back to home',
    back: 'Go back',
    suggestionsHeading: 'Perhaps you were looking for',
    suggestions: {
      home: { title: 'Home', text: 'Start again from our home page.' },
      services: { title: 'Services', text: 'See everything we offer, field by field.' },
      contact: { title: 'Contact', text: 'Ask us directly: we will help you find it.' },
    },
    popularHeading: 'More of our site',
  },
  error: {
    heading: 'Something went wrong',
    text: 'Something went wrong while showing this page. Please reload it or go back to the home page.',
    reload: 'Reload page',
    home: 'Back to home',
  },
  serviceCommon: {
    statsLabel: 'Key figures',
    freeConsultation: 'Free consultation',
    allServices: 'All services',
    moreAbout: 'More about {{name}}',
    /** A home card whose topic another service's page explains: says where it belongs. */
    explainedIn: '{{name}} in {{category}}',
    enquire: '{{name}}: talk to us',
    partners: 'Our partner law firms: {{names}}',
  },
};
