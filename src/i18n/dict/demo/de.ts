import type { Messages } from '../../dictionary';

/** German words of the globe demo page (same shape as en.ts). */
export const demoDe: Pick<Messages, 'globeDemo'> = {
  globeDemo: {
    variantsLabel: 'Die vier Varianten',
    variant: 'Variante {{number}}',
    names: { classic: 'Klassisch', lively: 'Lebhaft', detailed: 'Detailreich', calm: 'Ruhig' },
    summary: '{{dots}} Punkte · {{turn}} · Größe {{radius}}',
    chooseVariant: 'Variante zum Anpassen',
    controlsHeading: 'Einstellungen von Variante {{number}}',
    dots: 'Punkte',
    speed: 'Drehgeschwindigkeit',
    speedValue: 'eine Umdrehung in {{seconds}}\u00a0s',
    still: 'keine Drehung',
    radius: 'Größe (relativ zur Kachel)',
    colour: 'Farbe',
    customColour: 'Eigene Farbe',
    colourNames: { blue: 'Blau', teal: 'Petrol', violet: 'Violett', orange: 'Orange', red: 'Rot', graphite: 'Graphit' },
    look: {
      legend: 'Erscheinungsbild',
      parts: { body: 'Kugel und Lichthof', arcs: 'Bögen ab Potsdam', pulses: 'Pulse an den Orten' },
      stage: 'Volles Erscheinungsbild beim Präsentieren',
      stageHint:
        'In der Präsentation und am Messestand zeigt die präsentierte Variante Kugel und Lichthof, Bögen und Pulse. Schalten Sie dies aus, um jede Variante mit ihrem eigenen Erscheinungsbild zu zeigen.',
    },
    audience: {
      open: 'Publikumsfenster öffnen',
      hint: 'Zeigt die Präsentation in einem zweiten Fenster für den Bildschirm des Publikums; dieses Fenster behält die Steuerung und eine Vorschau.',
      following: 'Das Publikumsfenster folgt jeder Änderung, die Sie hier vornehmen.',
      touring: 'Das Publikumsfenster zeigt den Rundgang mit seinen Texten. „Rundgang beenden“ hält ihn an.',
      blocked:
        'Der Browser hat das zweite Fenster blockiert: Erlauben Sie Pop-ups für diese Website und versuchen Sie es erneut.',
    },
    kiosk: {
      start: 'Kioskmodus für den Messestand',
      hint: 'Zeigt die Varianten nacheinander im Vollbild, ohne Bedienelemente. Wer den Bildschirm berührt, kann selbst erkunden; nach einer Minute läuft die Präsentation weiter.',
      explore:
        'Wählen Sie einen Globus, um ihn anzuzeigen. Nach einer Minute ohne Eingabe läuft die Präsentation von selbst weiter.',
      scans: {
        contact: 'Scannen Sie den Code, um uns zu kontaktieren',
        place: 'Scannen Sie den Code für unsere Leistungen an diesem Ort',
        job: 'Scannen Sie den Code, um die Stelle anzusehen',
        article: 'Scannen Sie den Code, um den Beitrag zu lesen',
      },
      qrLabels: {
        contact: 'QR-Code zu unserer Kontaktseite',
        place: 'QR-Code zur Seite dieses Standorts',
        job: 'QR-Code zur Seite dieser Stelle',
        article: 'QR-Code zur Seite dieses Beitrags',
      },
    },
    blanked: 'Bildschirm ausgeblendet. Drücken Sie B oder die Punkttaste, um den Globus wieder zu zeigen.',
    wakeLockMissing:
      'Dieser Browser kann den Bildschirm nicht eingeschaltet halten: Stellen Sie für den Messestand am Gerät ein, dass sich der Bildschirm nie abschaltet.',
    present: 'Präsentieren',
    presentVariant: 'Variante {{number}} präsentieren',
    exitPresentation: 'Präsentation beenden',
    indicator: 'Globus: {{name}}',
    fullscreenHint: 'Klicken Sie irgendwo, um in den Vollbildmodus zu wechseln',
    background: 'Hintergrund der Präsentation',
    backgrounds: { theme: 'Wie die Website', black: 'Schwarz', white: 'Weiß' },
    resetVariant: 'Variante {{number}} zurücksetzen',
    reset: 'Alle Varianten zurücksetzen',
    copyLink: 'Link zu diesen Einstellungen kopieren',
    copied: 'Link kopiert: Er öffnet die Demo mit genau diesen Einstellungen.',
    copyFailed: 'Kopieren ist hier nicht möglich. Bitte kopieren Sie die Adresse aus der Adresszeile.',
    offline: {
      save: 'Für die Nutzung ohne Internet speichern',
      hint: 'Speichert die Demo (knapp 2,2\u00a0MB) in diesem Browser, damit sie auch ohne Internetverbindung läuft.',
      remove: 'Offline-Kopie entfernen',
      status: {
        saved: 'Für die Nutzung ohne Internet gespeichert.',
        notSaved: 'Nicht für die Nutzung ohne Internet gespeichert.',
        saving: 'Wird gespeichert …',
        failed: 'Die Demo konnte nicht für die Nutzung ohne Internet gespeichert werden.',
      },
    },
    shortcuts: {
      open: 'Tastenkürzel',
      heading: 'Tastenkürzel',
      close: 'Schließen',
      keyNames: { space: 'Leertaste', enter: 'Eingabetaste', escape: 'Esc', pageUp: 'Bild ↑', pageDown: 'Bild ↓' },
      actions: {
        choose: 'Variante 1 bis 4 wählen',
        present: 'Präsentation starten oder beenden',
        presentTile: 'Auf einer Globus-Kachel: diese Variante präsentieren',
        step: 'Während der Präsentation zur vorherigen oder nächsten Variante wechseln',
        clicker: 'Dasselbe mit einer Presenter-Fernbedienung',
        blank: 'Bildschirm schwarz schalten und zurück',
        pause: 'Drehung anhalten oder fortsetzen',
        reset: 'Gewählte Variante zurücksetzen',
        fullscreen: 'Vollbild ein- oder ausschalten',
        leave: 'Präsentation beenden',
        help: 'Diese Übersicht anzeigen',
      },
    },
  },
};
