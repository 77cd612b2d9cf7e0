export const energy = {
  title: 'Energy trading with a clear view of the market',
  text: 'We buy and sell electricity and gas on Europe’s exchanges, manage price risks and help you source energy at the right moment.',
  stats: {
    volume: 'Trading volume (team experience)',
    years: 'Years of team experience',
    markets: 'Markets',
    monitoring: 'Market monitoring',
  },
  servicesHeading: 'Our energy trading services',
  services: {
    electricity: {
      title: 'Electricity trading',
      text: 'Spot and futures trading on the major European power exchanges, for producers and consumers.',
      features: [
        'Day-ahead and intraday',
        'Futures and forwards',
        'Portfolio management',
        'Balancing group management',
      ],
    },
    gas: {
      title: 'Gas trading',
      text: 'Natural gas procurement and trading on the European hubs, from single deliveries to structured products.',
      features: ['TTF and NBP trading', 'Structured procurement', 'Storage optimisation', 'Capacity booking'],
    },
    renewable: {
      title: 'Renewable energy',
      text: 'Marketing of green power and guarantees of origin, and power purchase agreements with renewable plants.',
      features: ['Power purchase agreements', 'Guarantees of origin', 'Direct marketing', 'Green power supply'],
    },
    risk: {
      title: 'Risk management',
      text: 'We measure and hedge price, volume and counterparty risks so that your energy costs stay predictable.',
      features: ['Price hedging', 'Value-at-risk analysis', 'Counterparty checks', 'Risk reporting'],
    },
    analysis: {
      title: 'Market analysis',
      text: 'Forecasts and reports on prices, weather and regulation, as a basis for your purchasing decisions.',
      features: ['Price forecasts', 'Fundamental analysis', 'Regulatory monitoring', 'Weekly market reports'],
    },
    systems: {
      title: 'Trading systems',
      text: 'Set-up and operation of trading and energy data management systems, connected to the exchanges.',
      features: [
        'Exchange connectivity',
        'Energy trading and risk management (ETRM)',
        'Automated trading',
        'Data interfaces',
      ],
    },
  },
  gridHeading: 'A selection of the markets we trade on',
  gridMarket: 'Market',
  gridRegion: 'Region',
  gridType: 'Type',
  grid: {
    epexSpot: { region: 'Europe', type: 'Power spot' },
    eex: { region: 'Europe', type: 'Power and gas futures' },
    ice: { region: 'Global', type: 'Energy futures' },
    ttf: { region: 'Netherlands', type: 'Gas hub' },
    nbp: { region: 'United Kingdom', type: 'Gas hub' },
    pjm: { region: 'USA', type: 'Power market' },
    nymex: { region: 'USA', type: 'Energy futures' },
    iceBrent: { region: 'Global', type: 'Crude oil benchmark' },
  },
  processHeading: 'How we work',
  process: {
    analysis: { title: 'Analysis', text: 'We study your consumption or production profile and your risk appetite.' },
    strategy: { title: 'Strategy', text: 'Together we define a procurement or marketing strategy with clear limits.' },
    execution: {
      title: 'Execution',
      text: 'Our traders carry out the strategy on the exchanges and over the counter.',
    },
    monitoring: {
      title: 'Monitoring',
      text: 'We watch positions and markets around the clock and report to you regularly.',
    },
  },
  benefitsHeading: 'Why clients trade with us',
  benefits: {
    access: {
      title: 'Market know-how',
      text: 'Traders who know the European exchanges and OTC markets from years of practice.',
    },
    transparency: { title: 'Full transparency', text: 'Every trade documented, every cost visible in your reports.' },
    risk: { title: 'Controlled risk', text: 'Clear limits and hedging strategies protect you from price spikes.' },
    green: { title: 'Green options', text: 'Renewable power and guarantees of origin for your sustainability goals.' },
  },
  ctaHeading: 'Looking to buy or sell energy?',
  ctaText: 'Talk to our traders about your profile. The first consultation is free.',
};
