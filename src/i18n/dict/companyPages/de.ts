import type { Messages } from '../../dictionary';

/** German copy of the company pages: about, news, contact and careers (the legal pages are in ../legal) (same shape as en.ts). */
export const companyPagesDe: Pick<Messages, 'about' | 'blog' | 'contact' | 'careers'> = {
  about: {
    eyebrow: 'Über uns',
    heading: 'Deutsche Qualität – von Potsdam aus in vier Länder',
    intro:
      'Wir sind eine junge Unternehmensgruppe, 2024 in Potsdam gegründet. Unsere Teams vereinen IT, Energie, Immobilien, Personal und Forschung – so arbeiten unsere Kunden mit einem Partner statt mit sieben.',
    missionHeading: 'Unsere Mission',
    mission: [
      'Unternehmen wachsen über Ländergrenzen und Fachgebiete hinweg. Alles, was sie für dieses Wachstum brauchen, sollen sie bei uns aus einer Hand bekommen: Software und Netzwerke, Energieversorgung und -handel, Immobilien im In- und Ausland, die richtigen Fachkräfte und Forschung, die aus Ideen Produkte macht.',
      'Wir arbeiten mit der Sorgfalt, für die „Made in Germany“ steht: klare Absprachen, verlässliche Umsetzung und ehrliche Beratung – auch dann, wenn die ehrliche Antwort lautet, dass sich etwas nicht lohnt.',
    ],
    valuesHeading: 'Wofür wir stehen',
    values: {
      quality: {
        title: 'Deutsche Qualität',
        text: 'Sorgfältige Planung, saubere Umsetzung und eine Dokumentation, auf die Sie sich verlassen können. Wir messen unsere Arbeit an deutschen Maßstäben – ganz gleich, wo sie entsteht.',
      },
      customers: {
        title: 'Kundenorientierung',
        text: 'Eine feste Ansprechperson, die Ihr Geschäft kennt, schnelle Antworten und Lösungen, die zu Ihren Zielen passen – nicht zu unserem Katalog.',
      },
      innovation: {
        title: 'Innovation',
        text: 'Von KI und Blockchain bis zu grüner Energie: Wir erproben neue Technologien früh und setzen sie für Sie ein, sobald sie reif für die Praxis sind.',
      },
    },
    factsHeading: 'Auf einen Blick',
    facts: {
      founded: 'Gegründet {{year}}',
      headquarters: 'Hauptsitz in {{city}}',
      countries: 'Aktiv in {{count}} Ländern außerhalb Deutschlands',
      employees: '{{min}}–{{max}} Mitarbeitende',
    },
    ctaHeading: 'Sprechen wir über Ihr Projekt',
    ctaText:
      'Erzählen Sie uns, was Sie vorhaben. Wir bringen Sie mit dem passenden Team zusammen – in der Regel innerhalb eines Arbeitstags.',
    ctaButton: 'Kontakt aufnehmen',
  },
  blog: {
    heading: 'Aktuelles',
    intro:
      'Einblicke unserer Teams in IT, Energiemärkte, Immobilien, Personalwesen und Innovation. Unsere ersten Beiträge entstehen gerade.',
    searchLabel: 'Beiträge durchsuchen',
    searchPlaceholder: 'Beiträge durchsuchen …',
    filterButton: 'Filtern',
    unavailableHint: 'Suche und Filter stehen zur Verfügung, sobald die ersten Beiträge veröffentlicht sind.',
    categoriesHeading: 'Kategorien',
    categories: {
      it: 'IT & Digitalisierung',
      energy: 'Energiemärkte',
      realEstate: 'Immobilien',
      hr: 'Personal & Karriere',
      company: 'Aus dem Unternehmen',
    },
    articleCount: '{{count}} Beiträge',
    tags: { it: 'IT', trading: 'Handel', hr: 'HR', innovation: 'Innovation', digital: 'Digital' },
    tagsHeading: 'Themen',
    comingSoonHeading: 'In Kürze',
    comingSoonText:
      'Wir bereiten unsere ersten Beiträge vor. Möchten Sie erfahren, sobald sie online sind? Schreiben Sie uns eine kurze Nachricht – wir sagen Ihnen Bescheid.',
    placeholderTitle: 'Beitrag in Vorbereitung',
    placeholderText: 'Unser Team arbeitet gerade an diesem Beitrag.',
    readTime: '{{minutes}}\u00a0Min. Lesezeit',
    notifyMe: 'Benachrichtigen',
    backHome: 'Zur Startseite',
    listTitle: 'Aktuelles – {{company}}',
    listDescription:
      'Neuigkeiten und Einblicke aus unserer Unternehmensgruppe zu IT, Energiemärkten, Immobilien, Personal und Innovation.',
    rssTitle: 'Aktuelles – {{company}} (RSS)',
    atomTitle: 'Aktuelles – {{company}} (Atom)',
    publishedIntro: 'Einblicke unserer Teams in IT, Energiemärkte, Immobilien, Personalwesen und Innovation.',
    articleCountOne: '1 Beitrag',
    allCategories: 'Alle Kategorien',
    allTopics: 'Alle Themen',
    showing: '{{count}} von {{total}} Beiträgen',
    noMatches: 'Kein Beitrag passt zu Ihrer Auswahl.',
    clearFilters: 'Alle Beiträge anzeigen',
    backToList: 'Zurück zu allen Beiträgen',
    published: 'Veröffentlicht',
    subscribeHeading: 'Abonnieren',
    subscribeText:
      'Ein Feed bringt unsere neuen Beiträge direkt in Ihren Feedreader (etwa Feedly, Inoreader oder Thunderbird), ohne dass Sie uns Ihre E-Mail-Adresse geben. Kopieren Sie eine dieser Adressen in Ihren Reader: Im Browser zeigt ein Feed nur Code.',
    rssFeed: 'RSS-Feed',
    atomFeed: 'Atom-Feed',
    searchButton: 'Suchen',
    activeFilters: 'Aktive Filter',
    removeFilter: 'Filter entfernen: {{filter}}',
    categoryChip: 'Kategorie: {{name}}',
    topicChip: 'Thema: {{name}}',
    searchChip: 'Suche: „{{query}}“',
    copyAddress: 'Adresse kopieren',
    copyFeedAddress: 'Adresse kopieren: {{feed}}',
    addressCopied: 'Adresse kopiert. Fügen Sie sie in Ihren Feedreader ein.',
    copyFailed: 'Das Kopieren ist fehlgeschlagen. Markieren Sie die Adresse und kopieren Sie sie selbst.',
  },
  contact: {
    heading: 'Kontakt',
    intro:
      'Ob konkretes Projekt oder erste Frage: Schreiben Sie uns oder rufen Sie uns an. Wir finden die richtige Ansprechperson für Sie.',
    formHeading: 'Schreiben Sie uns',
    infoHeading: 'Kontaktdaten',
    hoursHeading: 'Bürozeiten',
    hoursRange: '{{open}}–{{close}} Uhr',
    dayRange: '{{from}} – {{to}}',
    closed: 'Geschlossen',
    responseHeading: 'Antwortzeit',
    responseTime: 'An Arbeitstagen antworten wir in der Regel innerhalb von {{hours}} Stunden.',
  },
  careers: {
    listDescription:
      'Offene Stellen mit Vergütungsangabe und Initiativbewerbung: Arbeiten Sie mit uns in Potsdam und im Ausland.',
    heading: 'Karriere',
    intro:
      'Wir wachsen – in Potsdam und im Ausland – und freuen uns jederzeit über Menschen, die mit uns etwas aufbauen möchten.',
    noPositionsHeading: 'Derzeit keine offenen Stellen',
    noPositionsText:
      'Aktuell haben wir keine Stellen ausgeschrieben. Wenn Sie gern bei uns arbeiten möchten, senden Sie uns eine Initiativbewerbung: Wir lesen jede einzelne und melden uns bei Ihnen.',
    speculativeLink: 'Initiativ bewerben',
    socialText: 'Neue Stellen finden Sie hier und auf unserem Unternehmensprofil.',
    socialLink: 'Folgen Sie uns auf LinkedIn',
    benefitsHeading: 'Was Sie bei uns erwartet',
    benefits: {
      flexible: {
        title: 'Flexibles Arbeiten',
        text: 'Flexible Arbeitszeiten und hybrides Arbeiten – damit die Arbeit zu Ihrem Leben passt.',
      },
      international: {
        title: 'Internationale Projekte',
        text: 'Arbeiten Sie mit Kunden, Kolleginnen und Kollegen in Deutschland, der Türkei, Aserbaidschan, den Vereinigten Arabischen Emiraten und Katar.',
      },
      growth: {
        title: 'Raum für Entwicklung',
        text: 'Weiterbildungsbudget, Mentoring und die Chance, schon bald Verantwortung zu übernehmen.',
      },
      team: {
        title: 'Ein Team, das unterstützt',
        text: 'Kurze Entscheidungswege, offene Türen und Kolleginnen und Kollegen, die ihr Wissen teilen.',
      },
    },
    formHeading: 'Online bewerben',
    formIntro:
      'Erzählen Sie uns kurz etwas über sich und hängen Sie Ihren Lebenslauf an. Wir lesen jede Bewerbung und melden uns persönlich bei Ihnen.',
    openHeading: 'Offene Stellen',
    openIntro:
      'Zu jeder Stelle nennen wir Ihnen vorab die Vergütung. Keine passende dabei? Auch Ihre Initiativbewerbung ist willkommen.',
    employmentTypes: {
      FULL_TIME: 'Vollzeit',
      PART_TIME: 'Teilzeit',
      CONTRACTOR: 'Freiberuflich',
      TEMPORARY: 'Befristet',
      INTERN: 'Praktikum',
    },
    pay: { YEAR: '{{range}} brutto im Jahr', MONTH: '{{range}} brutto im Monat', HOUR: '{{range}} brutto pro Stunde' },
    fee: {
      YEAR: '{{range}} im Jahr zzgl. USt.',
      MONTH: '{{range}} im Monat zzgl. USt.',
      HOUR: '{{range}} pro Stunde zzgl. USt.',
    },
    remote: 'Arbeit im Homeoffice möglich',
    facts: {
      heading: 'Auf einen Blick',
      location: 'Arbeitsort',
      type: 'Art der Stelle',
      pay: 'Vergütung',
      collectiveAgreement: 'Tarifvertrag',
      posted: 'Ausgeschrieben am',
      validThrough: 'Bewerbung bis',
    },
    apply: 'Jetzt auf diese Stelle bewerben',
    backToList: 'Alle offenen Stellen',
    details: 'Details und Bewerbung',
    /** After an opening's title where the page's language has no file: the language of the page it links to. */
    inLanguage: { en: 'auf Englisch', de: 'auf Deutsch', tr: 'auf Türkisch' },
  },
};
