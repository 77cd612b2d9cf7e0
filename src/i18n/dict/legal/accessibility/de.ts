import type { Messages } from '../../../dictionary';

/** Deutscher Text der Erklärung zur Barrierefreiheit (BFSG, Anlage 3 Nr. 1; gleiche Gestalt wie ./en.ts). */
export const accessibilityDe: Pick<Messages, 'accessibility'> = {
  accessibility: {
    heading: 'Erklärung zur Barriere\u00adfreiheit', // weiches Trennzeichen: bricht auf schmalen Telefonen als „Barriere-freiheit“
    intro:
      'Wir möchten, dass alle Menschen diese Website nutzen können, auch Menschen mit Behinderungen. Diese Erklärung beschreibt die Website und die für sie geltenden Anforderungen, erläutert, wie wir deren Einhaltung prüfen, nennt die uns bekannten Barrieren und zeigt, wie Sie uns dazu erreichen.',
    basis: {
      applies:
        'Diese Informationen stellen wir nach § 14 Absatz 1 Nummer 2 in Verbindung mit Anlage 3 Nummer 1 des Barrierefreiheitsstärkungsgesetzes (BFSG) bereit, das seit dem 28. Juni 2025 anzuwenden ist.',
      voluntary: 'Diese Erklärung veröffentlichen wir freiwillig in Anlehnung an Anlage 3 Nummer 1 des Barrierefreiheitsstärkungsgesetzes (BFSG).',
    },
    serviceHeading: 'Beschreibung der Website',
    service: [
      'Diese Website stellt unsere Unternehmensgruppe und ihre Leistungen auf Deutsch, Englisch und Türkisch vor: IT, Energiehandel, Immobilien, Personalwesen, Netzwerktechnik, Forschung und Entwicklung sowie grüne Energie. Über das Kontaktformular können Sie uns eine Anfrage senden, über das Bewerbungsformular sich bei uns bewerben.',
      'Texte, Links und Formulare sind schlichtes HTML und funktionieren auch ohne JavaScript. Oben auf jeder Seite wählen Sie eine der drei Sprachen und wechseln zwischen hellem und dunklem Design; der erste Link jeder Seite springt direkt zum Inhalt.',
    ],
    standardHeading: 'Anforderungen und Stand der Vereinbarkeit',
    standard:
      'Die Anforderungen ergeben sich aus dem BFSG und der Verordnung zum Barrierefreiheitsstärkungsgesetz (BFSGV). Für Webinhalte legen wir die europäische Norm EN 301 549 zugrunde, die insoweit auf die Web Content Accessibility Guidelines (WCAG) verweist; diese wenden wir in ihrer aktuellen Fassung, WCAG 2.2, auf Konformitätsstufe AA an.',
    status: 'Nach unserer Selbstbewertung erfüllt die Website diese Anforderungen mit den unten genannten Einschränkungen.',
    checksHeading: 'Wie wir die Barrierefreiheit prüfen',
    checksIntro: 'Unsere automatisierten Tests prüfen die Website in einem echten Browser:',
    checks: [
      'Jede Seite wird auf Deutsch, Englisch und Türkisch mit dem Werkzeug axe-core gegen die Regeln der WCAG 2.2, Stufe AA, geprüft: im hellen Design und in der Breite eines Smartphones, die Farbkontraste zusätzlich im dunklen Design. Schon ein einziger Verstoß lässt die Tests scheitern.',
      'Tastatur: Die Tests erreichen jeden Link und jede Schaltfläche einer Seite mit der Tabulatortaste und prüfen, dass der Fokus sichtbar ist; außerdem prüfen sie den Link, der zum Inhalt springt, und dass sich die Menüs mit der Tastatur öffnen und schließen lassen, auch mit der Escape-Taste.',
      'Screenreader: Die Tests finden Links, Schaltflächen, Formularfelder und die Orte auf dem Globus über die Namen, die Screenreader vorlesen.',
      'Bewegung: Die Tests prüfen, dass der Globus stillsteht, wenn Ihr Gerät reduzierte Bewegung anfordert.',
    ],
    checksNote: 'Automatisierte Tests finden nicht jede Barriere. Diese Erklärung beruht auf einer Selbstbewertung.',
    limitsHeading: 'Bekannte Einschränkungen',
    limits: [
      'Der Globus hinter den Seiten ist ein rein dekoratives Bild, gezeichnet mit WebGL oder auf einer 2D-Zeichenfläche. Er ist für Screenreader ausgeblendet und trägt keine eigenen Informationen. Die Orte, die er zeigt, sind auf der Startseite zugleich Links in einer Liste, die für Screenreader benannt und mit der Tastatur erreichbar ist; unsere Immobilienseite beschreibt unsere Tätigkeit im Ausland in Textform. Auf der Startseite dreht sich der Globus: Die Schaltfläche daneben hält ihn an, und er steht still, wenn Ihr Gerät reduzierte Bewegung anfordert.',
      'Die Globus-Demo zeigt Varianten des Globus für Präsentationen; was sie zeigt, ist ihrem Wesen nach ein Bild. Ihre Einstellungen sind gewöhnliche Formularelemente.',
    ],
    reportHeading: 'Barriere melden',
    report:
      'Wenn Sie auf dieser Website auf eine Barriere stoßen oder Informationen in einer anderen Form benötigen, teilen Sie uns dies bitte mit. Am schnellsten geht es über unser Kontaktformular, das der folgende Link für Ihre Meldung öffnet; Sie können uns auch schreiben oder anrufen. An Werktagen antworten wir in der Regel innerhalb von {{hours}} Stunden.',
    reportLink: 'Barriere melden',
    enforcementHeading: 'Durchsetzungsverfahren',
    enforcement:
      'Sind Sie der Auffassung, dass diese Website die Barrierefreiheitsanforderungen nicht erfüllt und Sie sie deshalb nicht oder nur eingeschränkt nutzen können, können Sie bei der Marktüberwachungsbehörde beantragen, ein Verfahren zur Durchführung von Maßnahmen gegen uns einzuleiten (§ 32 BFSG). Sie können auch einen nach § 15 Absatz 3 des Behindertengleichstellungsgesetzes anerkannten Verband oder eine qualifizierte Einrichtung nach § 3 Absatz 1 Satz 1 Nummer 1 des Unterlassungsklagengesetzes beauftragen, den Antrag in Ihrem Namen oder an Ihrer Stelle zu stellen. Zuständige Marktüberwachungsbehörde ist:',
    website: 'Website',
  },
};
