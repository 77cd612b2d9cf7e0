export const rd = {
  title: 'From an idea to a product on the market',
  text: 'We research, build prototypes and develop products, in software and hardware, and take them all the way to market launch.',
  stats: {
    projects: 'Research projects (team experience)',
    patents: 'Patents (team experience)',
    years: 'Years of team experience',
    successRate: 'Success rate (team experience)',
  },
  servicesHeading: 'Our R&D services',
  services: {
    basic: {
      title: 'Basic research',
      text: 'Studies and experiments that show whether an idea works before you invest in it.',
      features: ['Feasibility studies', 'Literature and patent research', 'Experiment design', 'Research partnerships'],
    },
    software: {
      title: 'Software development',
      text: 'Prototypes and products, from algorithms to complete applications.',
      features: ['Rapid prototyping', 'Algorithms and AI models', 'Embedded software', 'Product development'],
    },
    laboratory: {
      title: 'Laboratory research',
      text: 'Tests and measurements in partner laboratories, documented to scientific standards.',
      features: ['Material testing', 'Measurement series', 'Test protocols', 'Certification preparation'],
    },
    hardware: {
      title: 'Hardware development',
      text: 'Electronics and devices, from the circuit diagram to the small series.',
      features: ['Circuit design', 'Sensors and IoT devices', '3D prototypes', 'Small series'],
    },
    data: {
      title: 'Data analysis',
      text: 'Statistics and machine learning that find the patterns in your data.',
      features: ['Statistical analysis', 'Machine learning', 'Data visualisation', 'Research data management'],
    },
    product: {
      title: 'Product development',
      text: 'We turn results into marketable products and prepare patents and launch.',
      features: ['Product design', 'Patent applications', 'Funding applications', 'Market launch'],
    },
  },
  gridHeading: 'Research areas',
  grid: {
    ai: { title: 'Artificial intelligence', text: 'Machine learning, language models and computer vision.' },
    blockchain: { title: 'Blockchain', text: 'Secure, traceable transactions and smart contracts.' },
    quantum: { title: 'Quantum computing', text: 'Algorithms for the computers of tomorrow.' },
    biotech: { title: 'Biotechnology', text: 'Digital tools for life sciences and medicine.' },
    nano: { title: 'Nanotechnology', text: 'New materials and surfaces at the smallest scale.' },
    robotics: { title: 'Robotics', text: 'Automation and autonomous systems.' },
  },
  processHeading: 'How we work',
  process: {
    idea: { title: 'Idea & Concept', text: 'We sharpen the idea and set out the research questions.' },
    research: { title: 'Research', text: 'Studies, experiments and prototypes answer those questions.' },
    development: { title: 'Development', text: 'What works becomes a robust, tested product.' },
    launch: { title: 'Market Launch', text: 'Patents, certification and launch: we take the product to market.' },
  },
  benefitsHeading: 'Why partners research with us',
  benefits: {
    interdisciplinary: {
      title: 'Interdisciplinary teams',
      text: 'Scientists, engineers and developers under one roof.',
    },
    ip: { title: 'Your intellectual property', text: 'Clear agreements: results and patents belong to you.' },
    funding: { title: 'Funding know-how', text: 'We help you apply for German and EU research funding.' },
    market: { title: 'Market focus', text: 'Research with the launch in mind from the start.' },
  },
  ctaHeading: 'Have an idea worth researching?',
  ctaText: 'Tell us about it in confidence. The first consultation is free.',
};
