/** Both green energy variants of the specification share this copy; each shows six of the seven services. */
export const greenEnergy = {
  title: 'Clean energy for your business, planned end to end',
  text: 'We plan, build and operate renewable energy plants and storage, for lower energy costs and lower emissions.',
  stats: {
    projects: 'Projects (team experience)',
    installed: 'Installed capacity (team experience)',
    capacity: 'Capacity realised (team experience)',
    years: 'Years of team experience',
    co2Saved: 'CO₂ saved (team experience)',
    co2Reduction: 'CO₂ reduction (team experience)',
  },
  servicesHeading: 'Our green energy services',
  services: {
    solar: {
      title: 'Solar energy',
      text: 'Photovoltaic systems on roofs, car parks and open land, from the yield forecast to grid connection.',
      features: ['Yield forecasts', 'Rooftop and ground-mounted systems', 'Grid connection', 'Operation and cleaning'],
    },
    wind: {
      title: 'Wind energy',
      text: 'Site assessment, planning and operation of wind turbines, onshore and for industrial sites.',
      features: ['Wind measurements', 'Permit planning', 'Turbine selection', 'Technical operation'],
    },
    storage: {
      title: 'Energy storage',
      text: 'Battery storage that uses your own power better and smooths out peaks in demand.',
      features: ['Battery storage', 'Peak shaving', 'Self-consumption optimisation', 'Backup power'],
    },
    hydropower: {
      title: 'Hydropower',
      text: 'Modernisation and operation of small hydropower plants for reliable base load.',
      features: ['Plant modernisation', 'Fish-friendly design', 'Output optimisation', 'Maintenance'],
    },
    biomass: {
      title: 'Biomass',
      text: 'Heat and power from organic residues, for farms, industry and district heating.',
      features: ['Biogas plants', 'Wood chip heating', 'Combined heat and power', 'Feedstock logistics'],
    },
    efficiency: {
      title: 'Energy efficiency',
      text: 'Energy audits and measures that lower consumption before any new plant is built.',
      features: ['Energy audits', 'LED and building technology', 'Heat recovery', 'Energy management systems'],
    },
    geothermal: {
      title: 'Geothermal energy',
      text: 'Heat from the ground for buildings and processes, with heat pumps and borehole fields.',
      features: ['Feasibility studies', 'Borehole heat exchangers', 'Heat pumps', 'Heating networks'],
    },
  },
  gridHeading: 'Technologies we use',
  grid: {
    monocrystalline: { name: 'Monocrystalline PV', category: 'Solar' },
    bifacial: { name: 'Bifacial modules', category: 'Solar' },
    tracker: { name: 'Solar trackers', category: 'Solar' },
    onshoreWind: { name: 'Onshore wind', category: 'Wind' },
    smallWind: { name: 'Small wind turbines', category: 'Wind' },
    lithiumIon: { name: 'Lithium-ion', category: 'Storage' },
    redoxFlow: { name: 'Redox flow', category: 'Storage' },
    heatPump: { name: 'Heat pumps', category: 'Heat' },
    chp: { name: 'Combined heat and power', category: 'Heat and power' },
    biogas: { name: 'Biogas', category: 'Biomass' },
    smartGrid: { name: 'Smart grid', category: 'Grid' },
    ems: { name: 'Energy management systems', category: 'Efficiency' },
  },
  processHeading: 'How we work',
  process: {
    analysis: { title: 'Analysis', text: 'We measure your consumption, sites and potential for renewables.' },
    concept: { title: 'Concept', text: 'Technology, economics and funding in one plan you can decide on.' },
    implementation: { title: 'Implementation', text: 'Permits, construction and grid connection, managed by us.' },
    maintenance: { title: 'Maintenance', text: 'Monitoring and maintenance keep your plant producing for decades.' },
  },
  benefitsHeading: 'Why clients go green with us',
  benefits: {
    costs: { title: 'Lower energy costs', text: 'Your own power is cheaper than power from the grid.' },
    climate: {
      title: 'Measurable climate impact',
      text: 'We calculate the CO₂ your plant avoids and show you the baseline and method, so that you can check every figure.',
    },
    funding: {
      title: 'Applying for funding',
      text: 'We find suitable funding programmes for your project and take care of the applications.',
    },
    turnkey: { title: 'Turnkey delivery', text: 'One partner from the first analysis to decades of operation.' },
  },
  ctaHeading: 'Ready for your own clean energy?',
  ctaText: 'Tell us about your site and consumption. The first consultation is free.',
};
