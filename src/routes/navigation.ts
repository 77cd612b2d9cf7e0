/** The site's link lists: the header's main navigation and the footer's columns, each entry a route id with its label. */
import { serviceCategories, serviceRouteId, type RouteId, type ServiceCategory } from './routes';

/** Main navigation of the header, in order. */
export const mainNav = [
  { route: 'home', label: 'home' },
  { route: 'services', label: 'services' },
  { route: 'about', label: 'about' },
  { route: 'careers', label: 'careers' },
  { route: 'blog', label: 'news' },
  { route: 'contact', label: 'contact' },
] as const satisfies readonly { route: RouteId; label: string }[];

/** Footer link columns. */
export const footerColumns = {
  services: serviceCategories.map((category) => ({ route: serviceRouteId(category), category })),
  company: [
    { route: 'about', label: 'about' },
    { route: 'careers', label: 'careers' },
    { route: 'blog', label: 'news' },
    { route: 'contact', label: 'contact' },
    { route: 'globe-demo', label: 'globeDemo' },
  ],
  legal: [
    { route: 'impressum', label: 'impressum' },
    { route: 'privacy', label: 'privacy' },
    { route: 'terms', label: 'terms' },
    { route: 'accessibility', label: 'accessibility' },
  ],
} as const satisfies Record<string, readonly { route: RouteId; label?: string; category?: ServiceCategory }[]>;
