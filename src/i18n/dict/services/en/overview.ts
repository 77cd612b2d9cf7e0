/** The /services overview: one card per category with features and links to its sub-services. */
export const overview = {
  filterLabel: 'Show services',
  all: 'All services',
  featuresLabel: 'Highlights',
  subServicesLabel: 'Services in detail',
  openCategory: 'Go to {{name}}',
  showing: 'Showing {{count}} of {{total}} categories',
  categories: {
    it: {
      description: 'Software, cloud and security solutions for companies of every size.',
      features: ['Custom software', 'Cloud migration', 'Security audits', '24/7 support'],
      subServices: {
        cloud: { name: 'Cloud solutions', description: 'Migration and operation in the cloud.' },
        security: { name: 'Cybersecurity', description: 'Protection for systems and data.' },
        development: { name: 'Software development', description: 'Applications built for your processes.' },
      },
    },
    energy: {
      description: 'Trading in electricity and gas, risk management and renewable energy.',
      features: ['Power and gas trading', 'Price hedging', 'Market analysis', 'Green power'],
      subServices: {
        solar: { name: 'Solar power', description: 'Marketing and supply of solar power.' },
        wind: { name: 'Wind power', description: 'Power purchase agreements with wind farms.' },
        storage: { name: 'Storage', description: 'Flexibility from batteries and storage.' },
      },
    },
    realEstate: {
      description: 'Buying, financing and managing property in Azerbaijan, Dubai, Qatar and Turkey.',
      features: ['Property search', 'Financing', 'Completion', 'Property management'],
      subServices: {
        residential: { name: 'Residential property', description: 'Flats and villas to live in or let.' },
        commercial: { name: 'Commercial property', description: 'Shops, offices and hotels.' },
        industrial: { name: 'Industrial property', description: 'Warehouses and logistics space.' },
      },
    },
    hr: {
      description: 'Recruitment, staff development and HR consulting for growing companies.',
      features: ['Recruitment', 'Leadership development', 'HR compliance', 'Pay structures'],
      subServices: {
        executiveSearch: { name: 'Executive search', description: 'Managers and specialists, found discreetly.' },
        consulting: { name: 'HR consulting', description: 'Processes, organisation and documentation.' },
        talentManagement: { name: 'Talent management', description: 'Developing and keeping your best people.' },
      },
    },
    networking: {
      description: 'Network design, wireless, security and server infrastructure.',
      features: ['Network planning', 'Wi-Fi', 'Firewalls', '24/7 monitoring'],
      subServices: {
        infrastructure: { name: 'Network infrastructure', description: 'Cabling, switching and routing.' },
        security: { name: 'Network security', description: 'Firewalls and secure remote access.' },
        cloudIntegration: { name: 'Cloud integration', description: 'Your network connected to the cloud.' },
      },
    },
    research: {
      description: 'Research and product development from the first idea to market launch.',
      features: ['Feasibility studies', 'Prototypes', 'Patents', 'Market launch'],
      subServices: {
        aiMl: { name: 'AI and machine learning', description: 'Models that learn from your data.' },
        iot: { name: 'Internet of Things', description: 'Connected devices and sensors.' },
        blockchain: { name: 'Blockchain', description: 'Traceable transactions and smart contracts.' },
      },
    },
    greenEnergy: {
      description: 'Solar, wind, storage and geothermal projects for lower costs and emissions.',
      features: ['Solar and wind', 'Battery storage', 'Geothermal energy', 'Funding applications'],
      subServices: {},
    },
  },
};
