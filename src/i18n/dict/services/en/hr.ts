export const hr = {
  title: 'The right people, and the conditions in which they stay',
  text: 'We find specialists and managers, develop your teams and make your HR processes clear, fair and efficient.',
  stats: {
    placements: 'Positions filled (team experience)',
    satisfaction: 'Client satisfaction',
    years: 'Years of team experience',
    companies: 'Client companies',
  },
  servicesHeading: 'Our HR services',
  services: {
    recruitment: {
      title: 'Recruitment',
      text: 'From the job profile to the signed contract: we find candidates who fit your tasks and your culture.',
      features: ['Job profiles', 'Active search', 'Pre-selection and interviews', 'Executive search'],
    },
    development: {
      title: 'Employee development',
      text: 'Training plans, coaching and leadership programmes that make your people better at what they do.',
      features: ['Training needs analysis', 'Leadership programmes', 'Coaching', 'E-learning'],
    },
    performance: {
      title: 'Performance management',
      text: 'Goals, feedback and appraisals that motivate instead of merely being filled in once a year.',
      features: ['Goal setting', 'Feedback processes', 'Appraisal systems', 'Talent reviews'],
    },
    engagement: {
      title: 'Employee engagement',
      text: 'We measure satisfaction and help you act on the results, so that good people stay.',
      features: ['Employee surveys', 'Onboarding programmes', 'Retention measures', 'Employer branding'],
    },
    compliance: {
      title: 'HR compliance',
      text: 'Personnel files, time recording and data protection in HR, well organised. Legal questions are for your employment lawyer; we put the processes in place.',
      features: ['Time recording', 'Data protection in HR', 'Personnel files and documentation', 'Process reviews'],
    },
    compensation: {
      title: 'Compensation management',
      text: 'Fair and competitive salary structures, benefits and bonus systems.',
      features: ['Salary benchmarks', 'Pay structures', 'Bonus systems', 'Benefits packages'],
    },
  },
  gridHeading: 'HR areas we cover',
  grid: {
    recruiting: { title: 'Recruiting', text: 'Specialists and managers for permanent positions.' },
    onboarding: { title: 'Onboarding', text: 'A good start that makes new colleagues productive faster.' },
    training: { title: 'Training', text: 'Skills for today’s tasks and tomorrow’s.' },
    payroll: { title: 'Payroll', text: 'Correct and punctual salary statements.' },
    employerBranding: {
      title: 'Employer branding',
      text: 'A clear profile as an employer that attracts the right applicants.',
    },
    culture: { title: 'Corporate culture', text: 'Values and leadership that people want to work for.' },
  },
  processHeading: 'How we work',
  process: {
    analysis: { title: 'Analysis', text: 'We get to know your organisation, your teams and what they need.' },
    strategy: { title: 'Strategy', text: 'We agree on priorities, measures and how we will measure success.' },
    implementation: {
      title: 'Implementation',
      text: 'We search, train and introduce processes together with your managers.',
    },
    optimization: { title: 'Optimisation', text: 'We review the results and adjust until they are right.' },
  },
  benefitsHeading: 'Why companies work with us',
  benefits: {
    network: { title: 'A wide network', text: 'Candidates in Germany, Turkey and the Gulf region.' },
    speed: { title: 'Fast shortlists', text: 'First qualified candidates usually within two weeks.' },
    fit: { title: 'Cultural fit', text: 'We look at personality and values, not only at CVs.' },
    lawful: {
      title: 'Careful and fair',
      text: 'Processes that respect data protection and equal treatment from the start.',
    },
  },
  ctaHeading: 'Looking for the right people?',
  ctaText: 'Tell us about the position or the challenge. The first consultation is free.',
};
