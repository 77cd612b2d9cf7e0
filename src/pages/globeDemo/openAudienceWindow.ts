/**
 * Opens the audience window: on another screen where the browser already allows it (the Window
 * Management API, permission granted earlier: asking now would spend the click's user activation),
 * otherwise as a popup the presenter drags to the projector. Null when the browser blocked it.
 */

interface ScreenDetailed {
  availLeft: number;
  availTop: number;
  availWidth: number;
  availHeight: number;
}

interface ScreenDetails {
  screens: readonly ScreenDetailed[];
  currentScreen: ScreenDetailed;
}

type WindowWithScreens = Window & { getScreenDetails?: () => Promise<ScreenDetails> };

/** `left=…,top=…` features that put the window on a screen other than this one; '' when none is known. */
async function otherScreenFeatures(): Promise<string> {
  const source = window as WindowWithScreens;
  if (!source.getScreenDetails) return '';
  try {
    const permission = await navigator.permissions.query({ name: 'window-management' as PermissionName });
    if (permission.state !== 'granted') return '';
    const details = await source.getScreenDetails();
    const other = details.screens.find((screen) => screen !== details.currentScreen);
    return other
      ? `,left=${other.availLeft},top=${other.availTop},width=${other.availWidth},height=${other.availHeight}`
      : '';
  } catch {
    return '';
  }
}

const audienceWindowName = 'globe-demo-audience';

export async function openAudienceWindow(url: string): Promise<Window | null> {
  const placement = await otherScreenFeatures();
  return window.open(url, audienceWindowName, `popup${placement || ',width=1280,height=720'}`);
}
