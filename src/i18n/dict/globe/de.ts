import type { Messages } from '../../dictionary';

export const globeDe: Pick<Messages, 'globe' | 'globeDemo'> = {
  globe: {
    markersLabel: 'Wo wir tätig sind',
    markers: {
      potsdam: 'Potsdam',
      turkey: 'Türkei',
      azerbaijan: 'Aserbaidschan',
      dubai: 'Dubai',
      qatar: 'Katar',
    },
    markerPurpose: {
      potsdam: ', unser Hauptsitz',
      abroad: ', Immobilienservice',
    },
    pause: 'Globus-Animation anhalten',
    play: 'Globus-Animation abspielen',
  },
  globeDemo: {
    variantsLabel: 'Die vier Varianten',
    variant: 'Variante {{number}}',
    summary: '{{dots}} Punkte · Tempo {{speed}} · Radius {{radius}}',
    chooseVariant: 'Variante zum Anpassen',
    controlsHeading: 'Einstellungen von Variante {{number}}',
    dots: 'Punkte',
    speed: 'Drehgeschwindigkeit (Radiant pro Millisekunde)',
    radius: 'Radius (Anteil der Kachel)',
    colour: 'Farbe',
    present: 'Präsentieren',
    exitPresentation: 'Präsentation beenden',
    reset: 'Alle Varianten zurücksetzen',
    copyLink: 'Link zu diesen Einstellungen kopieren',
    copied: 'Link kopiert: Er öffnet die Demo mit genau diesen Einstellungen.',
    copyFailed: 'Kopieren ist hier nicht erlaubt – bitte die Adresse aus der Adresszeile kopieren.',
  },
};
