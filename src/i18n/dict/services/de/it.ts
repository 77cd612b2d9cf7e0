import type { Messages } from '../../../dictionary';

export const it: Messages['servicePages']['it'] = {
  title: 'Software, Cloud und Sicherheit, auf die Ihr Geschäft bauen kann',
  text: 'Von der ersten Codezeile bis zum Betrieb rund um die Uhr: Wir planen, entwickeln und betreiben IT, die sicher, sauber dokumentiert und auf Wachstum ausgelegt ist.',
  stats: {
    projects: 'Projekte (Teamerfahrung)',
    uptime: 'Zielverfügbarkeit laut SLA',
    support: 'Support',
    technologies: 'Technologien',
  },
  servicesHeading: 'Unsere IT-Leistungen',
  services: {
    software: {
      title: 'Software\u00adentwicklung',
      text: 'Individuelle Web- und Geschäftsanwendungen, entwickelt mit modernen Frameworks und vor jedem Release gründlich getestet.',
      features: [
        'Web- und Geschäftsanwendungen',
        'Agile Entwicklung in Sprints',
        'Automatisierte Tests',
        'Wartung und Weiterentwicklung',
      ],
    },
    cloud: {
      title: 'Cloud-Lösungen',
      text: 'Migration, Architektur und Betrieb in der Cloud\u00a0– auf Wunsch ausschließlich in Rechenzentren innerhalb der EU.',
      features: ['Cloud-Migration', 'Infrastructure as Code', 'Kostenoptimierung', 'Datenhaltung in der EU'],
    },
    security: {
      title: 'Cybersicherheit',
      text: 'Wir finden Schwachstellen, bevor es andere tun, und schützen Ihre Systeme und Daten rund um die Uhr.',
      features: ['Sicherheitsaudits', 'Penetrationstests', 'Identitäts- und Zugriffsmanagement', 'Incident Response'],
    },
    data: {
      title: 'Datenmanagement',
      text: 'Datenbanken, Backups und Analysen, die aus verstreuten Daten verlässliche Informationen machen.',
      features: [
        'Datenbankdesign',
        'Backup und Wiederherstellung',
        'Business Intelligence',
        'DSGVO-konforme Verarbeitung',
      ],
    },
    network: {
      title: 'Netzwerk\u00adinfrastruktur',
      text: 'Schnelle, stabile Netzwerke für Büros und Standorte\u00a0– geplant und gewartet von unserem Netzwerkteam.',
      features: ['LAN und WLAN', 'VPN und Standortvernetzung', 'Firewalls', 'Monitoring'],
    },
    mobile: {
      title: 'Mobile Lösungen',
      text: 'Apps für iOS und Android\u00a0– und das Gerätemanagement, das sie sicher hält.',
      features: [
        'Apps für iOS und Android',
        'Plattformübergreifende Entwicklung',
        'Mobile Device Management',
        'Veröffentlichung in den App Stores',
      ],
    },
  },
  gridHeading: 'Eine Auswahl der Technologien, mit denen wir arbeiten',
  grid: {
    react: 'Frontend',
    typescript: 'Sprache',
    node: 'Backend',
    python: 'Sprache',
    java: 'Sprache',
    dotnet: 'Framework',
    aws: 'Cloud',
    azure: 'Cloud',
    kubernetes: 'Container',
    docker: 'Container',
    postgresql: 'Datenbank',
    terraform: 'Infrastruktur',
  },
  processHeading: 'So arbeiten wir',
  process: {
    analysis: {
      title: 'Analyse',
      text: 'Wir betrachten Ihre Prozesse, Systeme und Ziele und legen gemeinsam fest, woran wir den Erfolg messen.',
    },
    concept: {
      title: 'Konzept',
      text: 'Architektur, Zeitplan und Budget\u00a0– schriftlich festgehalten, damit Sie fundiert entscheiden können.',
    },
    implementation: {
      title: 'Umsetzung',
      text: 'Wir entwickeln in kurzen Schritten und zeigen Ihnen in jeder Phase lauffähige Ergebnisse.',
    },
    support: {
      title: 'Support',
      text: 'Nach dem Go-live bleiben wir an Ihrer Seite: mit Monitoring, Updates und einer Hotline, die wirklich erreichbar ist.',
    },
  },
  benefitsHeading: 'Warum Kunden sich für uns entscheiden',
  benefits: {
    quality: {
      title: 'Deutsche Qualitäts\u00adstandards',
      text: 'Sauberer Code, vollständige Dokumentation und Tests, die Sie jederzeit einsehen können.',
    },
    contact: {
      title: 'Eine feste Ansprechperson',
      text: 'Eine Projektleitung, die Ihr Geschäft kennt und Ihre Fragen beantwortet.',
    },
    security: {
      title: 'Security by Design',
      text: 'Datenschutz und Sicherheit sind vom ersten Tag an Teil der Planung\u00a0– nicht nachträglich aufgesetzt.',
    },
    support: {
      title: 'Support rund um die Uhr',
      text: 'Monitoring und Bereitschaftsdienst\u00a0– 24 Stunden am Tag, 7 Tage die Woche.',
    },
  },
  ctaHeading: 'Sie planen ein IT-Projekt?',
  ctaText: 'Erzählen Sie uns davon. Das erste Beratungsgespräch ist kostenlos und unverbindlich.',
};
