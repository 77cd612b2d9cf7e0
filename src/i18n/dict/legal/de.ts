import { accessibilityDe } from './accessibility/de';
import type { Messages } from '../../dictionary';

/** German copy of the legal pages (same shape as ./en.ts). */
export const legalDe: Pick<Messages, 'legal' | 'privacy' | 'terms' | 'impressum' | 'accessibility'> = {
  ...accessibilityDe,
  legal: {
    lastUpdated: 'Stand: {{date}}',
    backHome: 'Zur Startseite',
  },
  privacy: {
    heading: 'Datenschutz\u00aderklärung', // soft hyphen: breaks as „Datenschutz-erklärung“ on narrow phones
    intro:
      'Der Schutz Ihrer personenbezogenen Daten ist uns ein wichtiges Anliegen. In dieser Datenschutzerklärung erläutern wir, welche Daten diese Website verarbeitet, zu welchem Zweck, auf welcher Rechtsgrundlage und wie lange, und welche Rechte Ihnen zustehen. Sie gilt ausschließlich für diese Website.',
    controllerHeading: 'Verantwortlicher',
    controllerText:
      'Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist das nachstehend genannte Unternehmen, vertreten durch die Geschäftsführung.',
    dpoHeading: 'Datenschutzbeauftragter',
    dpoText:
      'Wir haben einen Datenschutzbeauftragten benannt (Art. 37 DSGVO, § 38 BDSG). Bei allen Fragen zum Datenschutz können Sie sich direkt und vertraulich an unseren Datenschutzbeauftragten wenden:',
    principlesHeading: 'Unsere Grundsätze im Datenschutz',
    principles: [
      'Wir erheben nur die Daten, die wir für einen bestimmten Zweck benötigen, und speichern sie nur so lange, wie dieser Zweck es erfordert.',
      'Diese Website verwendet keine Werbe- oder Tracking-Dienste und bindet keine Inhalte anderer Websites ein: Schriftarten und Bilder kommen von derselben Adresse wie die Seiten. Nur wenn Sie einwilligen, misst sie, wie schnell ihre Seiten sind – auf unserem eigenen Server und ohne Besucher voneinander zu unterscheiden (siehe „Messung der Ladezeiten“ unten).',
      'Wir verkaufen Ihre Daten nicht. An Dritte geben wir sie nur weiter, wenn wir gesetzlich dazu verpflichtet sind; die unten genannten Dienstleister verarbeiten sie ausschließlich in unserem Auftrag und nach unserer Weisung.',
    ],
    collectionHeading: 'Welche Daten wir verarbeiten',
    collection: {
      logsHeading: 'Beim Besuch der Website',
      logs: 'Unser Server protokolliert bei jedem Aufruf technische Daten: die aufgerufene Seite, Datum und Uhrzeit, den Status der Antwort, die Kennung Ihres Browsers (User-Agent) und Ihre IP-Adresse. Diese Daten benötigen wir, um die Seiten auszuliefern sowie Angriffe zu erkennen und abzuwehren (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolleinträge werden spätestens nach 14 Tagen gelöscht. Damit niemand unsere Formulare missbraucht, zählen wir die Absendungen je IP-Adresse, wobei wir statt der Adresse nur einen mit einem geheimen Schlüssel gebildeten Hashwert speichern; diese Zählung löschen wir nach 15 Minuten (Art. 6 Abs. 1 lit. f DSGVO).',
      storageHeading: 'In Ihrem Browser',
      storage:
        'Die Website speichert zwei Werte im lokalen Speicher (Local Storage) Ihres Browsers: Ihre Auswahl im Cookie-Banner („cookieConsent“) und – sofern Sie es umstellen – Ihr helles oder dunkles Farbschema („theme“). Diese Werte verlassen Ihr Gerät nicht; Sie können sie jederzeit in den Einstellungen Ihres Browsers löschen. Cookies setzen wir nicht. Einer Einwilligung bedarf das Speichern nicht, weil es unbedingt erforderlich ist, um den von Ihnen ausdrücklich gewünschten Dienst bereitzustellen (§ 25 Abs. 2 Nr. 2 TDDDG).',
      fieldMeasurementHeading: 'Messung der Ladezeiten (nur mit Ihrer Einwilligung)',
      fieldMeasurement:
        'Wenn Sie im Cookie-Banner „Alle akzeptieren“ wählen, misst Ihr Browser, wie schnell die aufgerufenen Seiten erscheinen, wie schnell sie auf Klicks und Eingaben reagieren und wie stark sich ihr Inhalt beim Laden verschiebt (die Core Web Vitals: LCP, INP, CLS, FCP und TTFB), und sendet diese Werte an unseren eigenen Server, wenn Sie eine Seite verlassen oder zu einem anderen Fenster wechseln. Neben dem jeweiligen Wert nennt die Meldung nur die Seite (etwa „Über uns“, nie die aufgerufene Adresse), ihre Sprache, wie sie geöffnet wurde (etwa über einen Link innerhalb der Website), eine Größenklasse Ihres Bildschirms (Smartphone, Tablet oder Desktop), wie der Globus dargestellt wurde (3D, 2D, als Standbild oder gar nicht, und ob in voller Qualität oder für ein langsameres Gerät vereinfacht) und bei einer langsamen Reaktion die Art des bedienten Elements (etwa ein Menü oder ein Formular), nie dessen Text. Sie enthält keine Kennung und setzt kein Cookie. Wie jede Anfrage erreicht sie unseren Server von Ihrer IP-Adresse aus: Der Server nutzt die Adresse nur, um die Zahl der Meldungen pro Minute zu begrenzen, hält sie dafür höchstens eine Minute im Arbeitsspeicher und schreibt sie nirgends auf, auch nicht in seine Protokolle. Jeder Wert wird sofort zu Tagessummen addiert (wie viele Aufrufe einer Seite an diesem Tag wie lange dauerten, nach Darstellung des Globus), die Meldung selbst wird verworfen: Über einzelne Besucher wird nichts gespeichert. Die Tagessummen enthalten keine IP-Adresse, keine Angaben zu Ihrem Browser und keine aufgerufene Adresse; sie werden 28 Tage auf unserem Server gespeichert und danach automatisch gelöscht. Mit den Summen prüfen wir, ob die Website auf den Geräten unserer Besucher schnell genug ist und wo sie schneller werden muss. Rechtsgrundlage ist Ihre Einwilligung (§ 25 Abs. 1 TDDDG für das Auslesen dieser Werte in Ihrem Browser, Art. 6 Abs. 1 lit. a DSGVO für ihre Verarbeitung). Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft über „Cookie-Einstellungen“ unten auf jeder Seite widerrufen; danach wird nichts mehr gemessen oder gesendet. Lehnen Sie ab, wird nichts gemessen.',
      formsHeading: 'Wenn Sie uns kontaktieren',
      forms:
        'Wenn Sie uns per E-Mail, telefonisch oder über eines unserer Formulare kontaktieren, verarbeiten wir die von Ihnen mitgeteilten Daten (etwa Ihren Namen, Ihre E-Mail-Adresse, das Thema Ihrer Anfrage und Ihre Nachricht), um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage einen Vertrag mit uns betrifft; sonst Art. 6 Abs. 1 lit. f DSGVO, unser berechtigtes Interesse, Anfragen wie die Meldung einer Barriere zu beantworten). Nachrichten aus dem Kontaktformular werden auf unserem Server gespeichert (siehe „Hosting“ unten) und per E-Mail an unsere Mitarbeitenden weitergeleitet. Wir löschen Anfragen 30 Tage, nachdem sie erledigt sind, spätestens aber sechs Monate nach ihrem Eingang; das gilt auch für die weitergeleitete E-Mail in den Postfächern unserer Mitarbeitenden. Müssen wir eine Anfrage als Handelsbrief aufbewahren (§ 257 HGB), löschen wir sie erst nach Ablauf der gesetzlichen Aufbewahrungsfrist.',
      applicationsHeading: 'Wenn Sie sich bewerben',
      applications:
        'Wenn Sie uns eine Bewerbung senden, verarbeiten wir Ihre Angaben und Unterlagen (etwa Ihren Lebenslauf), um über die Begründung eines Beschäftigungsverhältnisses mit Ihnen zu entscheiden (Durchführung vorvertraglicher Maßnahmen auf Ihre Anfrage, Art. 6 Abs. 1 lit. b DSGVO). Teilen Sie uns freiwillig besondere Kategorien personenbezogener Daten mit, etwa eine Schwerbehinderung, verarbeiten wir diese nach Art. 9 Abs. 2 lit. b DSGVO in Verbindung mit § 26 Abs. 3 BDSG, soweit Pflichten aus dem Arbeitsrecht es erfordern, etwa nach § 164 SGB IX. Ihre Bewerbung und Ihr Lebenslauf bleiben auf unserem Server: Die E-Mail an unsere Mitarbeitenden teilt nur mit, dass eine Bewerbung eingegangen ist und auf welche Stelle, mit einem Link in unseren Posteingang; Ihren Namen, Ihre Kontaktdaten, Ihre Nachricht und Ihre Unterlagen enthält sie nicht. Solange wir über eine Bewerbung noch entscheiden, löschen wir sie nicht. Kommt keine Einstellung zustande, bewahren wir Ihre Bewerbung sechs Monate lang ab dem Tag auf, an dem wir Ihnen unsere Absage geschickt haben, und löschen sie danach; ziehen Sie Ihre Bewerbung zurück, laufen die sechs Monate ab Ihrer Rücknahme. Unser berechtigtes Interesse ist die Abwehr etwaiger Ansprüche, etwa nach dem Allgemeinen Gleichbehandlungsgesetz (AGG) (Art. 6 Abs. 1 lit. f DSGVO). Stellen wir Sie ein, nehmen wir die erforderlichen Unterlagen in Ihre Personalakte auf; den Eintrag Ihrer Bewerbung in unserem Posteingang löschen wir 30 Tage, nachdem wir dort Ihre Einstellung vermerkt haben.',
      hiringHeading: 'Ihre Bewerbung in unserem Posteingang',
      hiring:
        'In unserem Posteingang sehen Ihre Bewerbung nur die am Auswahlverfahren Beteiligten, jeweils nach ihrer Rolle: unsere Personalabteilung, bei einer Bewerbung auf eine bestimmte Stelle außerdem die für diese Stelle zuständigen Führungskräfte (Initiativbewerbungen sehen sie nicht) sowie die Personen, die den Posteingang verwalten. Mitarbeitende, die nur Kontaktanfragen beantworten, sehen keine Bewerbungen. Besteht bei uns ein Betriebsrat, legen wir ihm vor einer Einstellung die Bewerbungen auf die Stelle vor, soweit das Gesetz es verlangt (§ 99 Betriebsverfassungsgesetz, BetrVG; Art. 6 Abs. 1 lit. c DSGVO): Die Personalabteilung gibt seinen Mitgliedern dann die Bewerbungen und Lebensläufe auf diese Stelle zum Lesen frei, bis zum Ende eines Tages, den sie festlegt (höchstens 30 Tage im Voraus; legt sie keinen fest, sieben Tage). Ändern können die Mitglieder des Betriebsrats nichts; Notizen, Antworten und das Protokoll sehen sie nicht. Die am Auswahlverfahren Beteiligten können zu Ihrer Bewerbung Notizen festhalten, etwa Eindrücke aus einem Vorstellungsgespräch. Schreiben wir Ihnen aus unserem Posteingang, etwa eine Einladung zum Vorstellungsgespräch oder eine Absage, geht die E-Mail an die Adresse, die Sie uns genannt haben; eine Absage nennt keine Gründe. Notizen und Antworten speichern wir mit ihrem Text und der Angabe, wer sie wann geschrieben hat, bei Ihrer Bewerbung; sie gehören zu Ihrer Datenkopie und werden mit Ihrer Bewerbung gelöscht.',
      applicantPageHeading: 'Ihre persönliche Bewerbungsseite',
      applicantPage:
        'Nach dem Absenden erhalten Sie eine E-Mail in der Sprache des Formulars, die den Eingang Ihrer Bewerbung bestätigt, mit einem persönlichen Link; außer Ihrer E-Mail-Adresse enthält sie nichts von dem, was Sie eingegeben haben. Auf der Seite hinter dem Link sehen Sie den Stand Ihrer Bewerbung, können eine Kopie aller Daten herunterladen, die wir zu Ihrer Bewerbung gespeichert haben (Ihre Angaben und Ihren Lebenslauf, unsere Notizen und Antworten, unsere Entscheidung und das Protokoll dazu), und Ihre Bewerbung zurückziehen, solange wir noch nicht über sie entschieden haben. Wer den Link kennt, kann diese Seite öffnen; geben Sie ihn daher bitte nicht weiter. Wir speichern den Link nur als Hashwert, aus dem er sich nicht zurückgewinnen lässt; er funktioniert nicht mehr, sobald Ihre Bewerbung gelöscht ist. Aufrufe dieser Seite zählen wir wie die Absendungen unserer Formulare je IP-Adresse (siehe oben). Wenn Sie Ihre Kopie herunterladen oder Ihre Bewerbung zurückziehen, halten wir das im Protokoll Ihrer Bewerbung fest.',
      offlineDemoHeading: 'Die Globus-Demo ohne Internetverbindung',
      offlineDemo:
        'Wenn Sie auf der Seite der Globus-Demo „Für die Nutzung ohne Internet speichern“ wählen, speichern wir eine Kopie der Demo in Ihrem Browser, damit sie auch ohne Internetverbindung funktioniert, etwa auf einer Messe: die Demo-Seiten in unseren drei Sprachen mit den Skripten, Stylesheets und Schriften der Website und den Kartendaten, insgesamt knapp 2,2\u00a0MB, gespeichert von einem Service Worker im Cache-Speicher (Cache Storage) Ihres Browsers. Wir speichern die Kopie nur auf Ihren ausdrücklichen Wunsch und nur, weil sie dafür unbedingt erforderlich ist; einer Einwilligung bedarf es daher nicht (§ 25 Abs. 2 Nr. 2 TDDDG). Die Kopie enthält keine personenbezogenen Daten, verlässt Ihr Gerät nicht und wird bei Ihrem nächsten Besuch durch die aktuelle Fassung ersetzt. Sie bleibt erhalten, bis Sie sie entfernen oder Ihr Browser sie selbst löscht: Wählen Sie dazu auf der Seite der Demo „Offline-Kopie entfernen“, oder löschen Sie in den Einstellungen Ihres Browsers die gespeicherten Daten dieser Website („Websitedaten“ bzw. „Cookies und Websitedaten“). Ohne diese Wahl legt die Demo keine Kopie an, und die übrigen Seiten dieser Website tun es ebenso wenig.',
    },
    recipientsHeading: 'Empfänger und Auftragsverarbeiter',
    recipientsText:
      'Innerhalb unseres Unternehmens erhalten Ihre Daten nur die Mitarbeitenden, die sie für die oben beschriebenen Zwecke benötigen. Außerdem setzen wir die folgenden Dienstleister ein, die Daten in unserem Auftrag und ausschließlich nach unserer Weisung verarbeiten; mit jedem von ihnen haben wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen:',
    processors: {
      hosting: {
        heading: 'Hosting',
        text: 'Unser Server, der diese Website ausliefert und Anfragen und Bewerbungen speichert, steht im Rechenzentrum von:',
        formsOnlyText:
          'Unser Server, der Anfragen und Bewerbungen entgegennimmt und speichert, steht im Rechenzentrum von:',
      },
      email: {
        heading: 'E-Mail',
        text: 'Nachrichten aus unserem Kontaktformular leiten wir mit Ihren Angaben und Ihrer Nachricht per E-Mail an unsere Mitarbeitenden weiter, damit diese Ihnen aus ihrem Postfach antworten können. Bei Bewerbungen ist die E-Mail nur ein Hinweis, dass eine Bewerbung eingegangen ist und auf welche Stelle, mit einem Link in unseren Posteingang; Namen, Kontaktdaten, Nachricht oder Unterlagen enthält sie nicht. Dafür nutzen wir den Mailserver von:',
      },
      staticHost: {
        heading: 'Auslieferung der Seiten',
        text: 'Die Seiten dieser Website (nicht die Formulare) liefert der folgende Dienst aus; er verarbeitet dabei die oben beschriebenen technischen Daten, etwa Ihre IP-Adresse (Art. 6 Abs. 1 lit. f DSGVO):',
      },
    },
    requirementHeading: 'Pflicht zur Bereitstellung Ihrer Daten',
    requirement:
      'Sie sind weder gesetzlich noch vertraglich verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne die Angaben in den Pflichtfeldern unserer Formulare können wir Ihre Anfrage jedoch nicht beantworten und Ihre Bewerbung nicht berücksichtigen; ohne die oben beschriebenen technischen Daten können wir Ihnen diese Website nicht ausliefern.',
    automatedHeading: 'Automatisierte Entscheidungsfindung',
    automated:
      'Eine automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet nicht statt. Unsere Mitarbeitenden lesen jede Anfrage und jede Bewerbung; über Bewerbungen entscheiden ausschließlich Menschen.',
    securityHeading: 'Datensicherheit',
    security:
      'Alle Seiten und Formulare werden verschlüsselt übertragen (TLS). Der Zugriff auf gespeicherte Anfragen und Bewerbungen ist auf die Mitarbeitenden beschränkt, die ihn benötigen: Sie melden sich mit einem Passkey, ohne Passwort, an einem internen Posteingang an. Der Posteingang protokolliert, wer welche Anfrage oder Bewerbung wann geöffnet, heruntergeladen, markiert (etwa als erledigt), mit einer Entscheidung versehen, mit einer Notiz versehen, beantwortet oder gelöscht hat und wann Sie auf Ihrer persönlichen Seite Ihre Datenkopie heruntergeladen oder Ihre Bewerbung zurückgezogen haben (ein Protokoll mit der E-Mail-Adresse der Mitarbeiterin oder des Mitarbeiters, der Handlung, dem Zeitpunkt sowie Nummer und Art des Eintrags, nie aber mit Namen oder Adresse der Absenderin oder des Absenders und nie mit dem Text einer Notiz oder Antwort). Dieses Protokoll bewahren wir ein Jahr lang auf, um nachweisen zu können, dass mit Ihren Daten ordnungsgemäß umgegangen wurde (Art. 5 Abs. 2, Art. 32 sowie Art. 6 Abs. 1 lit. c und f DSGVO); danach löschen wir es. Sicherungskopien der gespeicherten Anfragen und Bewerbungen bewahren wir höchstens 30 Tage lang auf; was wir löschen, verschwindet damit spätestens 30 Tage später auch aus den Sicherungskopien. Unsere Systeme halten wir auf dem aktuellen Stand.',
    rightsHeading: 'Ihre Rechte',
    rightsIntro: 'Sie haben jederzeit das Recht,',
    rights: [
      'Auskunft über die bei uns zu Ihrer Person gespeicherten Daten zu erhalten (Art. 15 DSGVO),',
      'die Berichtigung unrichtiger Daten zu verlangen (Art. 16 DSGVO),',
      'die Löschung Ihrer Daten (Art. 17 DSGVO) oder die Einschränkung ihrer Verarbeitung (Art. 18 DSGVO) zu verlangen,',
      'Ihre Daten in einem strukturierten, gängigen und maschinenlesbaren Format zu erhalten (Art. 20 DSGVO),',
      'sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren, zum Beispiel bei der Landesbeauftragten für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg (Art. 77 DSGVO).',
    ],
    objectionHeading: 'Ihr Widerspruchsrecht (Art. 21 DSGVO)',
    objection:
      'Soweit wir Ihre Daten auf Grundlage unserer berechtigten Interessen verarbeiten (Art. 6 Abs. 1 lit. f DSGVO), etwa in den Serverprotokollen, haben Sie das Recht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch gegen diese Verarbeitung einzulegen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe für die Verarbeitung nachweisen, die Ihre Interessen, Rechte und Freiheiten überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen. Dafür genügt eine formlose Nachricht an die unten genannten Kontaktdaten.',
    contactHeading: 'Kontakt in Datenschutzfragen',
    contactText: 'Bei Fragen zum Datenschutz oder zur Ausübung Ihrer Rechte wenden Sie sich bitte an uns:',
  },
  terms: {
    heading: 'Allgemeine Geschäfts\u00adbedingungen', // soft hyphen, as above
    intro:
      'Diese Bedingungen gelten für die Nutzung dieser Website sowie – soweit nicht schriftlich etwas anderes vereinbart ist – für unsere Leistungen.',
    scopeHeading: 'Geltungsbereich',
    scope:
      'Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge zwischen dem in unserem Impressum genannten Unternehmen und seinen Geschäftskunden. Abweichende Bedingungen unserer Kunden gelten nur, wenn wir ihnen ausdrücklich schriftlich zugestimmt haben.',
    servicesHeading: 'Unsere Leistungen',
    services:
      'Der Umfang der jeweiligen Leistung ergibt sich aus dem individuellen Angebot oder Vertrag. Die Beschreibungen auf dieser Website dienen ausschließlich der Information und stellen kein verbindliches Angebot dar.',
    disclaimerHeading: 'Haftungsbeschränkung',
    disclaimer:
      'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, im Rahmen einer von uns übernommenen Garantie sowie nach dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine wesentliche Vertragspflicht (Kardinalpflicht) verletzen, also eine Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung der Kunde regelmäßig vertrauen darf; in diesem Fall ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist unsere Haftung ausgeschlossen.',
    contentHeading: 'Inhalte dieser Website',
    content:
      'Wir erstellen die Inhalte dieser Website mit Sorgfalt, übernehmen jedoch keine Gewähr für ihre Vollständigkeit, Richtigkeit und Aktualität. Für die Inhalte externer Websites, auf die wir verlinken, sind wir nicht verantwortlich.',
    lawHeading: 'Anwendbares Recht und Gerichtsstand',
    law: 'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG). Gerichtsstand für alle Streitigkeiten mit Kaufleuten, juristischen Personen des öffentlichen Rechts und öffentlich-rechtlichen Sondervermögen ist Potsdam.',
    keyPointsHeading: 'Das Wichtigste auf einen Blick',
    keyPoints: [
      'Was wir leisten, legt der jeweilige Vertrag oder das jeweilige Angebot fest.',
      'Angaben auf dieser Website sind kein verbindliches Angebot.',
      'Wir haften unbeschränkt bei Vorsatz, grober Fahrlässigkeit und Personenschäden; bei leichter Fahrlässigkeit nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vertragstypischen, vorhersehbaren Schaden.',
      'Es gilt deutsches Recht ohne das UN-Kaufrecht (CISG); Gerichtsstand ist Potsdam.',
    ],
  },
  impressum: {
    heading: 'Impressum',
    intro: 'Angaben gemäß § 5 DDG',
    providerHeading: 'Diensteanbieter',
    representedBy: 'Vertreten durch die Geschäftsführung',
    contactHeading: 'Kontakt',
    registerHeading: 'Registereintrag',
    registerCourt: 'Registergericht',
    registerNumber: 'Registernummer',
    euid: 'EUID',
    vatHeading: 'Umsatzsteuer-ID',
    vatText: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz',
    purposeHeading: 'Unternehmensgegenstand',
    purposeIntro: 'Laut Handelsregister:',
    permitsHeading: 'Erlaubnisse und Aufsichtsbehörden',
    permits: {
      propertyBrokerage: 'Erlaubnis nach § 34c GewO: Vermittlung von Immobilien und Darlehen, Wohnimmobilienverwaltung',
      mortgageBrokerage: 'Erlaubnis nach § 34i GewO: Vermittlung von Immobiliar-Verbraucherdarlehen',
      energyTrading: 'Erlaubnis oder Registrierung für den Energiehandel im Auftrag von Kunden',
    },
    authority: 'Zuständige Aufsichtsbehörde',
    responsibleHeading: 'Inhaltlich verantwortlich',
    responsibleText: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV:',
    disputeHeading: 'Verbraucherstreitbeilegung',
    disputeText:
      'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  },
};
