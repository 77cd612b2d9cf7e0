import type { Messages } from '../../dictionary';

export const globeDe: Pick<Messages, 'globe'> = {
  globe: {
    tour: { start: 'Rundgang durch unsere Standorte', stop: 'Rundgang beenden' },
    pause: 'Globus-Animation anhalten',
    play: 'Globus-Animation abspielen',
  },
};
