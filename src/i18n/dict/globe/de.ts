import type { Messages } from '../../dictionary';

export const globeDe: Pick<Messages, 'globe'> = {
  globe: {
    tour: { start: 'Rundgang durch die Orte, an denen wir tätig sind', stop: 'Rundgang beenden' },
    pause: 'Globus-Animation anhalten',
    play: 'Globus-Animation abspielen',
  },
};
