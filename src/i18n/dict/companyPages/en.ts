/**
 * English copy of the company pages: about, news, contact and careers (the legal pages are in ../legal).
 * Part of the English dictionary (see ../en.ts); de.ts and tr.ts beside it have the same shape.
 * Company facts (address, register number, …) are not copy: they come from content/company.ts.
 */
export const companyPagesEn = {
  about: {
    eyebrow: 'About us',
    heading: 'German quality, from Potsdam to four countries',
    intro:
      'We are a young group of companies, founded in Potsdam in 2024. Our teams bring IT, energy, real estate, people and research together, so that our clients deal with one partner instead of seven.',
    missionHeading: 'Our mission',
    mission: [
      'Companies grow across borders and disciplines. We want them to find everything they need for that growth in one place: software and networks, energy supply and trading, property in Germany and abroad, the right people, and research that turns ideas into products.',
      'We work with the care that “Made in Germany” stands for: clear agreements, reliable delivery, and honest advice, even when the honest answer is that something is not worth doing.',
    ],
    valuesHeading: 'What we stand for',
    values: {
      quality: {
        title: 'German quality',
        text: 'Careful planning, clean execution and documentation you can rely on. We measure our work by German standards, wherever it is done.',
      },
      customers: {
        title: 'Customer focus',
        text: 'One contact person who knows your business, quick answers and solutions that fit your goals, not our catalogue.',
      },
      innovation: {
        title: 'Innovation',
        text: 'From AI and blockchain to green energy: we try new technology early and bring it to you once it is ready for real use.',
      },
    },
    factsHeading: 'At a glance',
    facts: {
      founded: 'Founded in {{year}}',
      headquarters: 'Headquarters in {{city}}',
      countries: 'Active in {{count}} countries beyond Germany',
      employees: '{{min}}–{{max}} employees',
    },
    ctaHeading: 'Let us talk about your project',
    ctaText:
      'Tell us what you are planning. We will put you in touch with the right team, usually within one working day.',
    ctaButton: 'Contact us',
  },
  blog: {
    heading: 'News',
    intro:
      'Insights from our teams on IT, energy markets, real estate, HR and innovation. Our first articles are being written.',
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search articles…',
    filterButton: 'Filter',
    unavailableHint: 'Search and filters will be available as soon as the first articles are published.',
    categoriesHeading: 'Categories',
    categories: {
      it: 'IT & digitalisation',
      energy: 'Energy markets',
      realEstate: 'Real estate',
      hr: 'HR & careers',
      company: 'Company news',
    },
    articleCount: '{{count}} articles',
    tags: { it: 'IT', trading: 'Trading', hr: 'HR', innovation: 'Innovation', digital: 'Digital' },
    tagsHeading: 'Topics',
    comingSoonHeading: 'Coming soon',
    comingSoonText:
      'We are preparing our first articles. Would you like to hear from us when they are online? Send us a short message and we will let you know.',
    placeholderTitle: 'Article in preparation',
    placeholderText: 'This article is being written by our team.',
    readTime: '{{minutes}} min read',
    notifyMe: 'Notify me',
    backHome: 'Back to home',
    listTitle: 'News – {{company}}',
    listDescription: 'News and insights from our group on IT, energy markets, real estate, HR and innovation.',
    rssTitle: 'News – {{company}} (RSS)',
    atomTitle: 'News – {{company}} (Atom)',
    publishedIntro: 'Insights from our teams on IT, energy markets, real estate, HR and innovation.',
    articleCountOne: '1 article',
    allCategories: 'All categories',
    allTopics: 'All topics',
    showing: 'Showing {{count}} of {{total}} articles',
    noMatches: 'No article matches your choice.',
    clearFilters: 'Show all articles',
    backToList: 'Back to all news',
    published: 'Published',
    subscribeHeading: 'Subscribe',
    subscribeText:
      'A news feed brings our new articles straight into your feed reader (such as Feedly, Inoreader or Thunderbird), and you do not have to give us your e-mail address. Copy one of these addresses into your reader: opened in a browser, a feed shows only code.',
    rssFeed: 'RSS feed',
    atomFeed: 'Atom feed',
    searchButton: 'Search',
    activeFilters: 'Active filters',
    removeFilter: 'Remove filter: {{filter}}',
    categoryChip: 'Category: {{name}}',
    topicChip: 'Topic: {{name}}',
    searchChip: 'Search: “{{query}}”',
    copyAddress: 'Copy address',
    copyFeedAddress: 'Copy address: {{feed}}',
    addressCopied: 'Address copied. Paste it into your feed reader.',
    copyFailed: 'Copying did not work: select the address and copy it yourself.',
  },
  contact: {
    heading: 'Contact',
    intro:
      'Whether you have a concrete project or a first question: write to us or call us. We will find the right person for you.',
    formHeading: 'Send us a message',
    infoHeading: 'Contact details',
    hoursHeading: 'Business hours',
    hoursRange: '{{open}}–{{close}}',
    dayRange: '{{from}} – {{to}}',
    closed: 'Closed',
    responseHeading: 'Response time',
    responseTime: 'We typically respond within {{hours}} hours on working days.',
  },
  careers: {
    /** The page's description while openings are published (meta.careers.description before). */
    listDescription: 'Open positions with their pay, and speculative applications: work with us in Potsdam and abroad.',
    heading: 'Careers',
    intro:
      'We are growing in Potsdam and abroad, and we are always interested in people who want to build something with us.',
    noPositionsHeading: 'No open positions at the moment',
    noPositionsText:
      'We have no vacancies advertised right now. If you would like to work with us, send us a speculative application: we read every one and will get back to you.',
    speculativeLink: 'Send a speculative application',
    socialText: 'New positions appear here and on our company profile.',
    socialLink: 'Follow us on LinkedIn',
    benefitsHeading: 'Why work with us',
    benefits: {
      flexible: { title: 'Flexible working', text: 'Flexible hours and hybrid work, so that work fits your life.' },
      international: {
        title: 'International projects',
        text: 'Work with clients and colleagues in Germany, Turkey, Azerbaijan, the United Arab Emirates and Qatar.',
      },
      growth: {
        title: 'Room to grow',
        text: 'Training budget, mentoring and the chance to take on responsibility soon after you join.',
      },
      team: {
        title: 'A team that helps',
        text: 'Short decision paths, open doors and colleagues who share what they know.',
      },
    },
    formHeading: 'Apply online',
    formIntro:
      'Tell us a little about yourself and attach your CV. We read every application and will get back to you personally.',
    openHeading: 'Open positions',
    openIntro:
      'Every position shows its pay range up front. None of them right for you? A speculative application is welcome too.',
    employmentTypes: {
      FULL_TIME: 'Full-time',
      PART_TIME: 'Part-time',
      CONTRACTOR: 'Freelance',
      TEMPORARY: 'Fixed-term',
      INTERN: 'Internship',
    },
    pay: { YEAR: '{{range}} gross a year', MONTH: '{{range}} gross a month', HOUR: '{{range}} gross an hour' },
    /** A freelancer's fee (CONTRACTOR): net, VAT on top, not gross pay. */
    fee: { YEAR: '{{range}} a year plus VAT', MONTH: '{{range}} a month plus VAT', HOUR: '{{range}} an hour plus VAT' },
    remote: 'Remote work possible',
    facts: {
      heading: 'At a glance',
      location: 'Location',
      type: 'Type of position',
      pay: 'Pay',
      /** Where a collective agreement sets the pay (Directive 2023/970, Art. 5(1)): shown only then. */
      collectiveAgreement: 'Collective agreement',
      posted: 'Posted',
      validThrough: 'Apply by',
    },
    apply: 'Apply for this position',
    backToList: 'All open positions',
    details: 'Details and how to apply',
    /** After an opening's title where the page's language has no file: the language of the page it links to. */
    inLanguage: { en: 'in English', de: 'in German', tr: 'in Turkish' },
  },
};
