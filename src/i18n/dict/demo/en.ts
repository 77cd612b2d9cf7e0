/** The globe demo page's words (its own dictionary part, loaded by that page only: i18n/parts.ts). */
export const demoEn = {
  globeDemo: {
    variantsLabel: 'The four variants',
    variant: 'Variant {{number}}',
    /**
     * The variants by name (globe/demoVariants.ts demoVariantNames), for an audience and a stand's visitors:
     * by character, not colour, as a presenter may change the colours.
     */
    names: { classic: 'Classic', lively: 'Lively', detailed: 'Detailed', calm: 'Calm' },
    summary: '{{dots}} dots · {{turn}} · size {{radius}}',
    chooseVariant: 'Variant to adjust',
    controlsHeading: 'Settings of variant {{number}}',
    dots: 'Dots',
    speed: 'Rotation speed',
    speedValue: 'one turn in {{seconds}}\u00a0s',
    still: 'standing still',
    radius: 'Size (share of the tile)',
    colour: 'Colour',
    customColour: 'Custom colour',
    colourNames: { blue: 'Blue', teal: 'Teal', violet: 'Violet', orange: 'Orange', red: 'Red', graphite: 'Graphite' },
    look: {
      legend: 'Look',
      parts: { body: 'Body and halo', arcs: 'Arcs from Potsdam', pulses: 'Pulses at the places' },
      stage: 'Full look when presenting',
      stageHint:
        'On screen and at a stand, the presented variant shows body and halo, arcs and pulses. Switch this off to present each variant’s own look.',
    },
    audience: {
      open: 'Open audience window',
      hint: 'Shows the presentation in a second window for the audience screen; this window keeps the controls and a preview.',
      following: 'The audience window follows every change you make here.',
      touring: 'The audience window is playing the tour, with its captions. “Stop the tour” ends it.',
      blocked: 'The browser blocked the second window: allow pop-ups for this site, then try again.',
    },
    kiosk: {
      start: 'Kiosk mode for a stand',
      hint: 'Plays the variants in turn, full screen, without controls. Touch the screen to explore; the show resumes after a minute.',
      explore: 'Choose a globe to show it. The show goes on by itself after a minute without input.',
      scans: {
        contact: 'Scan to get in touch',
        place: 'Scan to see what we do here',
        job: 'Scan to see this opening',
        article: 'Scan to read this article',
      },
      qrLabels: {
        contact: 'QR code to our contact page',
        place: "QR code to this place's page",
        job: "QR code to this opening's page",
        article: "QR code to this article's page",
      },
    },
    blanked: 'Screen blanked. Press B or the full stop to show the globe again.',
    wakeLockMissing: 'This browser cannot keep the screen on: for a stand, set the device’s screen never to turn off.',
    present: 'Present',
    presentVariant: 'Present variant {{number}}',
    exitPresentation: 'Leave presentation',
    indicator: 'Globe: {{name}}',
    fullscreenHint: 'Click anywhere for full screen',
    background: 'Presentation background',
    backgrounds: { theme: 'Site theme', black: 'Black', white: 'White' },
    resetVariant: 'Reset variant {{number}}',
    reset: 'Reset all variants',
    copyLink: 'Copy link to these settings',
    copied: 'Link copied: it opens the demo with these settings.',
    copyFailed: 'Copying is not allowed here: copy the address from the address bar instead.',
    /** The offline copy, stored only when the visitor asks for it (privacy.collection.offlineDemo, § 25 TDDDG). */
    offline: {
      save: 'Save for offline use',
      /** Beside the button until the visitor presses it: what it stores (the size is offlineCopySize.ts's figure). */
      hint: 'Stores the demo (just under 2.2\u00a0MB) in this browser so that it also runs without an internet connection.',
      remove: 'Remove the offline copy',
      status: {
        saved: 'Saved for offline use.',
        notSaved: 'Not saved for offline use.',
        saving: 'Saving…',
        failed: 'The demo could not be saved for offline use.',
      },
    },
    shortcuts: {
      open: 'Keyboard shortcuts',
      heading: 'Keyboard shortcuts',
      close: 'Close',
      keyNames: { space: 'Space', enter: 'Enter', escape: 'Esc', pageUp: 'Page Up', pageDown: 'Page Down' },
      actions: {
        choose: 'Choose variant 1 to 4',
        present: 'Start or leave the presentation',
        presentTile: 'On a globe tile: present that variant',
        step: 'Previous or next variant while presenting',
        clicker: 'The same, with a presentation clicker',
        blank: 'Blank the screen to black, and back',
        pause: 'Pause or resume the rotation',
        reset: 'Reset the chosen variant',
        fullscreen: 'Full screen on or off',
        leave: 'Leave the presentation',
        help: 'Show these shortcuts',
      },
    },
  },
} as const;
