export const it = {
  title: 'Software, cloud and security that carry your business',
  text: 'From the first line of code to round-the-clock operation: we plan, build and run IT that is secure, documented and made to grow with you.',
  stats: {
    projects: 'Projects (team experience)',
    uptime: 'Availability target (SLA)',
    support: 'Support',
    technologies: 'Technologies',
  },
  servicesHeading: 'Our IT services',
  services: {
    software: {
      title: 'Software development',
      text: 'Custom web and business applications, built with modern frameworks and tested before every release.',
      features: [
        'Web and business applications',
        'Agile development in sprints',
        'Automated testing',
        'Maintenance and further development',
      ],
    },
    cloud: {
      title: 'Cloud solutions',
      text: 'Migration, architecture and operation in the cloud, with data centres in the EU on request.',
      features: ['Cloud migration', 'Infrastructure as code', 'Cost optimisation', 'EU data residency'],
    },
    security: {
      title: 'Cybersecurity',
      text: 'We find weak points before others do and protect your systems and data around the clock.',
      features: ['Security audits', 'Penetration testing', 'Identity and access management', 'Incident response'],
    },
    data: {
      title: 'Data management',
      text: 'Databases, backups and analytics that turn scattered data into reliable information.',
      features: ['Database design', 'Backup and recovery', 'Business intelligence', 'GDPR-compliant processing'],
    },
    network: {
      title: 'Network infrastructure',
      text: 'Fast, stable networks for offices and sites, planned and maintained by our networking team.',
      features: ['LAN and Wi-Fi', 'VPN and site links', 'Firewalls', 'Monitoring'],
    },
    mobile: {
      title: 'Mobile solutions',
      text: 'Apps for iOS and Android and the device management that keeps them secure.',
      features: [
        'iOS and Android apps',
        'Cross-platform development',
        'Mobile device management',
        'App store publishing',
      ],
    },
  },
  gridHeading: 'A selection of the technologies we work with',
  grid: {
    react: 'Frontend',
    typescript: 'Language',
    node: 'Backend',
    python: 'Language',
    java: 'Language',
    dotnet: 'Framework',
    aws: 'Cloud',
    azure: 'Cloud',
    kubernetes: 'Containers',
    docker: 'Containers',
    postgresql: 'Database',
    terraform: 'Infrastructure',
  },
  processHeading: 'How we work',
  process: {
    analysis: {
      title: 'Analysis',
      text: 'We look at your processes, systems and goals and agree on what success means.',
    },
    concept: {
      title: 'Concept',
      text: 'Architecture, schedule and budget, written down so that you can decide with confidence.',
    },
    implementation: {
      title: 'Implementation',
      text: 'We build in short steps and show you working results at every stage.',
    },
    support: { title: 'Support', text: 'After go-live we stay: monitoring, updates and a support line that answers.' },
  },
  benefitsHeading: 'Why clients choose us',
  benefits: {
    quality: {
      title: 'German quality standards',
      text: 'Clean code, complete documentation and tests you can inspect.',
    },
    contact: {
      title: 'One contact person',
      text: 'A project lead who knows your business and answers your questions.',
    },
    security: {
      title: 'Security by design',
      text: 'Privacy and security are part of the plan from day one, not an add-on.',
    },
    support: {
      title: 'Support around the clock',
      text: 'Monitoring and on-call support, 24 hours a day, 7 days a week.',
    },
  },
  ctaHeading: 'Planning an IT project?',
  ctaText: 'Tell us about it. A first consultation is free and without obligation.',
};
