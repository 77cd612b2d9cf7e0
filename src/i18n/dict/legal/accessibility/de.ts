import type { Messages } from '../../../dictionary';

/** Deutscher Text der Erklärung zur Barrierefreiheit (BFSG, Anlage 3 Nr. 1; gleiche Gestalt wie ./en.ts). */
export const accessibilityDe: Pick<Messages, 'accessibility'> = {
  accessibility: {
    heading: 'Erklärung zur Barriere\u00adfreiheit', // weiches Trennzeichen: bricht auf schmalen Telefonen als „Barriere-freiheit“
    intro:
      'Wir möchten, dass alle Menschen diese Website nutzen können, auch Menschen mit Behinderungen. Diese Erklärung beschreibt die Website und die für sie geltenden Anforderungen, erläutert, wie wir deren Einhaltung prüfen, nennt die uns bekannten Barrieren und zeigt, wie Sie uns dazu erreichen.',
    basis: {
      applies:
        'Diese Informationen stellen wir nach § 14 Absatz 1 Nummer 2 in Verbindung mit Anlage 3 Nummer 1 des Barrierefreiheitsstärkungsgesetzes (BFSG) bereit, dessen Anforderungen seit dem 28. Juni 2025 gelten.',
      voluntary:
        'Diese Erklärung veröffentlichen wir freiwillig in Anlehnung an Anlage 3 Nummer 1 des Barrierefreiheitsstärkungsgesetzes (BFSG).',
    },
    serviceHeading: 'Beschreibung der Website',
    service: [
      'Diese Website stellt unsere Unternehmensgruppe und ihre Leistungen auf Deutsch, Englisch und Türkisch vor: IT, Energiehandel, Immobilien, Personalwesen, Netzwerktechnik, Forschung und Entwicklung sowie grüne Energie. Über das Kontaktformular senden Sie uns eine Anfrage, über das Bewerbungsformular Ihre Bewerbung. Außerdem finden Sie hier Neuigkeiten aus unserem Unternehmen und unsere offenen Stellen.',
      'Verträge schließen Sie auf dieser Website nicht ab: Auf Ihre Anfrage meldet sich eine Ansprechperson aus dem zuständigen Team, berät Sie im Gespräch und erstellt Ihnen ein Angebot; einen Vertrag schließen wir erst danach, schriftlich oder per E-Mail.',
      'Texte, Links und Formulare sind schlichtes HTML und funktionieren auch ohne JavaScript. Oben auf jeder Seite wählen Sie eine der drei Sprachen und wechseln zwischen hellem und dunklem Design; der erste Link jeder Seite springt direkt zum Inhalt.',
    ],
    standardHeading: 'Anforderungen und Stand der Vereinbarkeit',
    standard:
      'Die Anforderungen ergeben sich aus dem BFSG und der Verordnung zum Barrierefreiheitsstärkungsgesetz (BFSGV). Für Webinhalte legen wir die europäische Norm EN 301 549 V3.2.1 zugrunde, deren Anforderungen an Webinhalte den Web Content Accessibility Guidelines (WCAG) 2.1, Konformitätsstufe AA, entsprechen. Darüber hinaus orientieren wir uns an den WCAG 2.2, Konformitätsstufe AA.',
    status:
      'Nach unserer Selbstbewertung ist die Website teilweise mit diesen Anforderungen vereinbar; die Einschränkungen nennen wir unten. Die Selbstbewertung beruht bisher nur auf automatisierten Tests; eine Prüfung durch Menschen, auch mit Screenreadern, steht noch aus.',
    checksHeading: 'Wie wir die Barrierefreiheit prüfen',
    checksIntro: 'Unsere automatisierten Tests prüfen die Website in einem echten Browser:',
    checks: [
      'Jede Seite wird auf Deutsch, Englisch und Türkisch mit dem Werkzeug axe-core anhand der automatisiert prüfbaren Kriterien der WCAG 2.2, Stufe AA, geprüft: im hellen Design und in der Breite eines Smartphones, die Farbkontraste zusätzlich im dunklen Design. Bereits ein einziger Verstoß lässt die Tests fehlschlagen. Beiträge und Stellenanzeigen, die wir über unser Redaktionssystem veröffentlichen, werden nicht einzeln getestet; sie nutzen dieselben geprüften Seitenvorlagen.',
      'Tastatur: Auf je einer Seite jeder Art – der Startseite, einer Leistungsseite, der Kontaktseite, einer Rechtsseite und der Globus-Demo – erreichen die Tests auf Deutsch, Englisch und Türkisch jeden Link und jede Schaltfläche mit der Tabulatortaste und prüfen, dass der Fokus sichtbar ist; außerdem prüfen sie den Link, der zum Inhalt springt, und dass sich die Menüs mit der Tastatur öffnen und schließen lassen, auch mit der Esc-Taste.',
      'Zugängliche Namen: Die Tests finden Links, Schaltflächen, Formularfelder und die Orte in der Liste auf der Startseite über die Namen, die Screenreader vorlesen.',
      'Bewegung: Die Tests prüfen, dass der Globus stillsteht, wenn in Ihrem System „Bewegung reduzieren“ eingestellt ist.',
    ],
    checksNote:
      'Automatisierte Tests finden nicht jede Barriere. Diese Erklärung beruht auf einer Selbstbewertung. Eine Prüfung durch Menschen hat noch nicht stattgefunden – weder mit Screenreader, Bildschirmlupe oder Spracheingabe noch allein mit der Tastatur. Die automatisierten Tastaturtests decken nur die oben genannten Seiten ab.',
    limitsHeading: 'Bekannte Einschränkungen',
    limits: [
      'Der Globus im Hintergrund der Seiten ist ein rein dekoratives Bild, gezeichnet mit WebGL oder auf einer 2D-Zeichenfläche. Er ist für Screenreader ausgeblendet und enthält keine eigenen Informationen. Die Orte, die er zeigt, sind auf der Startseite zugleich Links in einer Liste, die für Screenreader benannt und mit der Tastatur erreichbar ist; unsere Immobilienseite beschreibt unsere Tätigkeit im Ausland in Textform. Auf der Startseite dreht sich der Globus: Die Schaltfläche daneben hält ihn an, und er steht still, wenn in Ihrem System „Bewegung reduzieren“ eingestellt ist.',
      'Die Globus-Demo zeigt Varianten des Globus für Präsentationen. Ihre Einstellungen sind beschriftete Formularelemente, die sich mit der Tastatur bedienen lassen; die Globen selbst sind aber rein visuell, sodass blinde Menschen die Demo nicht nutzen können. Die gezeigten Orte finden Sie als Liste auf der Startseite; auf Wunsch stellen wir Ihnen die Inhalte der Präsentation in Textform oder im Gespräch vor.',
    ],
    reportHeading: 'Barriere melden',
    report:
      'Wenn Sie auf dieser Website auf eine Barriere stoßen oder Informationen in einer anderen Form benötigen, teilen Sie uns dies bitte mit. Am schnellsten geht es über unser Kontaktformular: Der folgende Link öffnet es mit dem Thema „Barrierefreiheit dieser Website“. Sie können uns auch schreiben oder anrufen. An Arbeitstagen (Montag bis Freitag) antworten wir in der Regel innerhalb von {{hours}} Stunden.',
    reportLink: 'Barriere melden',
    enforcementHeading: 'Durchsetzungsverfahren',
    enforcement:
      'Sind Sie der Auffassung, dass diese Website die Barrierefreiheitsanforderungen nicht erfüllt und Sie sie deshalb nicht oder nur eingeschränkt nutzen können, können Sie bei der Marktüberwachungsbehörde beantragen, dass sie Maßnahmen gegen uns ergreift (§ 32 Absatz 1 BFSG). Sie können auch einen nach § 15 Absatz 3 des Behindertengleichstellungsgesetzes anerkannten Verband oder eine Stelle nach § 3 Absatz 1 Satz 1 Nummer 1 des Unterlassungsklagengesetzes, etwa einen qualifizierten Verbraucherverband, beauftragen, den Antrag in Ihrem Namen oder an Ihrer Stelle zu stellen. Zuständige Marktüberwachungsbehörde ist:',
    conciliation:
      'Außerdem können Sie ein kostenloses Schlichtungsverfahren bei der Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes beantragen (§ 34 BFSG). Die Schlichtungsstelle erreichen Sie über:',
    website: 'Website',
  },
};
