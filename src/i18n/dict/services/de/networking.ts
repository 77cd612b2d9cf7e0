import type { Messages } from '../../../dictionary';

export const networking: Messages['servicePages']['networking'] = {
  title: 'Netzwerke, die einfach funktionieren\u00a0– an jedem Standort',
  text: 'Wir planen, installieren und betreiben kabelgebundene und drahtlose Netzwerke, Server und Firewalls\u00a0– und behalten sie Tag und Nacht im Blick.',
  stats: {
    uptime: 'Zielverfügbarkeit laut SLA',
    support: 'Support',
    years: 'Jahre Teamerfahrung',
    networks: 'Realisierte Netzwerke (Teamerfahrung)',
  },
  servicesHeading: 'Unsere Leistungen in der Netzwerktechnik',
  services: {
    design: {
      title: 'Netzwerkdesign',
      text: 'Netzwerkarchitekturen, zugeschnitten auf Ihre Standorte, Ihren Datenverkehr und Ihr Wachstum.',
      features: ['Standortbegehungen', 'Kapazitätsplanung', 'Redundanzkonzepte', 'Dokumentation'],
    },
    wireless: {
      title: 'WLAN',
      text: 'WLAN, das jeden Winkel erreicht\u00a0– im Büro ebenso wie im Lager oder im Hotel.',
      features: ['WLAN-Planung und -Ausleuchtung', 'Gastnetzwerke', 'Roaming', 'Richtfunkstrecken'],
    },
    security: {
      title: 'Netzwerk\u00adsicherheit',
      text: 'Firewalls, Segmentierung und sicherer Fernzugriff, die Angreifer draußen halten.',
      features: ['Next-Generation-Firewalls', 'Netzwerksegmentierung', 'VPN und Zero Trust', 'Angriffserkennung (IDS)'],
    },
    servers: {
      title: 'Server\u00adinfrastruktur',
      text: 'Server, Speichersysteme und Virtualisierung\u00a0– in Ihrem Haus oder im Rechenzentrum.',
      features: ['Virtualisierung', 'Speichersysteme', 'Backup', 'Colocation im Rechenzentrum'],
    },
    routing: {
      title: 'Routing und Switching',
      text: 'Schnelle, stabile Verbindungen innerhalb Ihrer Standorte und zwischen ihnen.',
      features: ['Core- und Access-Switching', 'WAN und SD-WAN', 'VLANs', 'Quality of Service'],
    },
    monitoring: {
      title: 'Monitoring',
      text: 'Wir überwachen Ihr Netzwerk rund um die Uhr und greifen ein, bevor aus einer Störung ein Ausfall wird.',
      features: ['24/7-Monitoring', 'Alarmierung', 'Performance-Berichte', 'Kapazitätsprognosen'],
    },
  },
  gridHeading: 'Hersteller, mit denen wir arbeiten',
  grid: {
    cisco: 'Switching und Routing',
    juniper: 'Routing',
    aruba: 'WLAN',
    ubiquiti: 'WLAN',
    fortinet: 'Sicherheit',
    paloAlto: 'Sicherheit',
    sophos: 'Sicherheit',
    mikrotik: 'Routing',
    dell: 'Server',
    hpe: 'Server',
    vmware: 'Virtualisierung',
    microsoft: 'Serversoftware',
  },
  processHeading: 'So arbeiten wir',
  process: {
    analysis: { title: 'Analyse', text: 'Wir nehmen Ihre Standorte, Geräte und Anforderungen auf.' },
    design: { title: 'Design', text: 'Wir planen das Netzwerk und wählen die passende Hardware aus.' },
    implementation: {
      title: 'Umsetzung',
      text: 'Installation und Konfiguration\u00a0– so terminiert, dass Ihr Betrieb möglichst ungestört weiterläuft.',
    },
    maintenance: { title: 'Wartung', text: 'Updates, Monitoring und schnelle Hilfe, wenn etwas passiert.' },
  },
  benefitsHeading: 'Warum Kunden sich für uns entscheiden',
  benefits: {
    availability: {
      title: 'Hohe Verfügbarkeit',
      text: 'Redundante Architekturen, die den Ausfall einzelner Komponenten abfangen.',
    },
    independent: {
      title: 'Hersteller\u00adunabhängig',
      text: 'Wir empfehlen, was zu Ihnen passt\u00a0– nicht, was uns am meisten einbringt.',
    },
    documented: {
      title: 'Lückenlos dokumentiert',
      text: 'Pläne und Konfigurationen, die auch Ihr eigenes Team nachvollziehen kann.',
    },
    fast: { title: 'Schnelle Reaktion', text: 'Überwachung rund um die Uhr und vereinbarte Reaktionszeiten.' },
  },
  ctaHeading: 'Sie brauchen ein Netzwerk, auf das Sie sich verlassen können?',
  ctaText: 'Erzählen Sie uns von Ihren Standorten. Das erste Beratungsgespräch ist kostenlos.',
};
