import { siteOrigin } from '../routes/siteOrigin';
import { company } from '../content/company';
import type { Locale } from '../i18n/locales';
import type { Translator } from '../i18n/translator';
import { buildCrumbs } from '../routes/breadcrumbs';
import { absoluteUrl } from '../routes/head';
import { routePath, type RouteDef } from '../routes/routes';
import { routeJobPosting } from './jobPosting';
import { newsArticle } from './newsArticle';
import { companyPostalAddress } from './companyPostalAddress';
import { placeData } from './placeData';

const organizationId = `${siteOrigin}/#organization`;

/**
 * The page's breadcrumb trail as search engines read it: the same entries the page shows (routes/breadcrumbs.ts),
 * each with its address in the page's language, the last one the page itself.
 */
function breadcrumbList(
  route: RouteDef,
  locale: Locale,
  translator: Pick<Translator, 't' | 'messages' | 'locale'>,
): object {
  const crumbs = buildCrumbs(route.path, translator);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.route === null ? route.path : routePath(crumb.route), locale),
    })),
  };
}

/** The site itself, on home: its name, address and language, published by the organisation. */
function webSite(locale: Locale): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: company.name,
    url: absoluteUrl(routePath('home'), locale),
    inLanguage: locale,
    publisher: { '@id': organizationId },
  };
}

/**
 * JSON-LD: on every page the specification's Organization and the Service it offers (company.ts); on home the
 * WebSite, on every page below it its BreadcrumbList; on a news article its NewsArticle (newsArticle.ts); on a
 * place's page the head office or the market's service (placeData.ts).
 * The 404 page has no address of its own, so no trail.
 */
export function structuredData(
  route: RouteDef,
  locale: Locale,
  translator: Pick<Translator, 't' | 'messages' | 'locale'>,
): object[] {
  const { messages } = translator;
  const address = companyPostalAddress();
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: company.name,
      legalName: company.legalName,
      url: siteOrigin,
      logo: `${siteOrigin}/logo.svg`,
      email: company.email,
      telephone: company.phone,
      foundingDate: String(company.foundingYear),
      numberOfEmployees: {
        '@type': 'QuantitativeValue',
        minValue: company.employees.min,
        maxValue: company.employees.max,
      },
      address,
      sameAs: [company.social.linkedin, company.social.facebook],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: company.name,
      description: messages.meta.home.description,
      serviceType: Object.values(messages.services).map((service) => service.name),
      provider: { '@id': organizationId },
      areaServed: company.serviceAreas.map((name) => ({ '@type': 'Place', name })),
    },
    ...(route.id === 'home' ? [webSite(locale)] : []),
    ...(route.id !== 'home' && route.id !== 'not-found' ? [breadcrumbList(route, locale, translator)] : []),
    ...newsArticle(route, locale, translator.t, organizationId),
    ...routeJobPosting(route, locale),
    ...placeData(route, locale, translator.t, organizationId),
  ];
}
