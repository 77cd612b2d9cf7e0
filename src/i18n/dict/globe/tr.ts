import type { Messages } from '../../dictionary';

export const globeTr: Pick<Messages, 'globe'> = {
  globe: {
    tour: { start: 'Faaliyet gösterdiğimiz yerleri gezin', stop: 'Turu durdur' },
    pause: 'Küre animasyonunu durdur',
    play: 'Küre animasyonunu başlat',
  },
};
