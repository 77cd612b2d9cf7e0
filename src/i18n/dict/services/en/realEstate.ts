export const realEstate = {
  title: 'Property in Azerbaijan, Dubai, Qatar and Turkey, with German care',
  text: 'We find, finance and manage residential and commercial property in four growth markets, and accompany you from the first viewing to the handover of the keys.',
  stats: {
    volume: 'Transaction volume (team experience)',
    properties: 'Properties brokered (team experience)',
    years: 'Years of team experience',
    cities: 'Cities',
  },
  countriesHeading: 'Where we are active',
  countries: { azerbaijan: 'Azerbaijan', dubai: 'UAE (Dubai)', qatar: 'Qatar', turkey: 'Turkey' },
  servicesHeading: 'Our real estate services',
  services: {
    search: {
      title: 'Property search',
      text: 'We search the market for properties that match your brief, including those that never reach the portals.',
      features: [
        'Needs analysis',
        'Off-market properties',
        'Viewings on site or by video',
        'Shortlists with assessment',
      ],
    },
    financing: {
      title: 'Financing',
      text: 'We compare financing offers from local and international banks and prepare your application.',
      features: [
        'Financing comparison',
        'Bank contacts in four countries',
        'Currency considerations',
        'Application support',
      ],
    },
    legal: {
      title: 'Legal review with partner law firms',
      text: 'Our partner law firms on the ground review titles, contracts and the ownership rules for foreign buyers; we coordinate the review for you.',
      features: ['Title checks', 'Contract review', 'Ownership rules for foreigners', 'Notary appointments'],
    },
    closing: {
      title: 'Completion',
      text: 'Notary appointment, payment schedule, registration and handover: we coordinate the dates and everyone involved. The legal review is done by a law firm of your choice.',
      features: ['Notary appointments', 'Payment schedule', 'Registration of ownership', 'Handover record'],
    },
    management: {
      title: 'Property management',
      text: 'Letting, maintenance and accounting, so that your property earns money without taking your time.',
      features: ['Tenant search', 'Maintenance and repairs', 'Rent collection', 'Annual statements'],
    },
    valuation: {
      title: 'Valuation',
      text: 'Market value estimates based on comparable sales and yield, for purchases, sales and financing.',
      features: ['Market value estimates', 'Yield analysis', 'Comparable sales', 'Documents for your bank'],
    },
    brokerage: {
      title: 'Brokerage',
      text: 'We market your property to buyers and tenants in the region and in Germany, and negotiate for you.',
      features: ['Marketing and exposés', 'Buyer qualification', 'Price negotiation', 'Handover'],
    },
  },
  gridHeading: 'Types of property',
  grid: {
    residential: { title: 'Residential', text: 'Flats, villas and residential complexes.' },
    commercial: { title: 'Commercial', text: 'Shops, showrooms and mixed-use buildings.' },
    office: { title: 'Office', text: 'Office space and business centres.' },
    warehouses: { title: 'Warehouses', text: 'Warehouses and logistics space.' },
    hotels: { title: 'Hotels', text: 'Hotels and serviced apartments.' },
    retail: { title: 'Retail', text: 'Retail parks and shopping centres.' },
  },
  processHeading: 'How we work',
  process: {
    consultation: { title: 'Consultation', text: 'We clarify your goals, budget, preferred country and timeline.' },
    search: { title: 'Search', text: 'We present suitable properties with an honest assessment of each one.' },
    negotiation: { title: 'Negotiation', text: 'We negotiate price and terms on your behalf.' },
    completion: {
      title: 'Completion',
      text: 'Notary, payment, registration and handover: we take care of the details.',
    },
  },
  benefitsHeading: 'Why buyers rely on us',
  benefits: {
    local: { title: 'Local knowledge', text: 'Teams and partners on the ground in all four countries.' },
    german: { title: 'German diligence', text: 'We inspect every property on site before you commit.' },
    oneStop: {
      title: 'Everything from one source',
      text: 'Search, financing, completion and management with one contact person.',
    },
    languages: { title: 'In your language', text: 'We advise in German, English, Turkish and more.' },
  },
  ctaHeading: 'Looking for property abroad?',
  ctaText: 'Tell us what you are looking for. The first consultation is free.',
};
