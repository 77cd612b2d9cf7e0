/** How the tests start Debian's Chromium (npm cannot download browsers here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium sometimes tries to reach Google services at start: keep it quiet on this closed network. */
export const quietChromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** WebGL through SwiftShader, Chromium's software renderer: this machine has no GPU. */
export const softwareWebglArgs = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
