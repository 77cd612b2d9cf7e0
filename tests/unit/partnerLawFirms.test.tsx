/**
 * The real estate page offers a legal review only with partner law firms that company.ts names, and names them
 * (issue 30, RDG): until then its card is the completion the company coordinates itself.
 */
import Landmark from 'lucide-react/icons/landmark';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { company } from '../../src/content/company';
import { servicePages } from '../../src/content/services/pages';
import { allMessages } from '../../src/i18n/allMessages';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { ServiceCards } from '../../src/pages/service/ServiceCards';

const { de } = allMessages;
const cards = de.servicePages.realEstate.services;

describe('the real estate legal review', () => {
  it('is not offered while company.ts names no partner law firm: the completion card stands in its place', () => {
    expect(company.partnerLawFirms).toBeNull();
    const ids = servicePages.realEstate.services.map((card) => card.id);
    expect(ids).toContain('closing');
    expect(ids).not.toContain('legal');
  });

  it('names the partner law firms on its card once they are set', () => {
    const html = renderToString(
      <Router ssrPath="/de/services/real-estate">
        <I18nProvider locale="de" messages={de}>
          <ServiceCards
            cards={[{ id: 'legal', Icon: Landmark, partners: ['Kanzlei A, Istanbul', 'Kanzlei B, Dubai'] }]}
            copy={cards}
          />
        </I18nProvider>
      </Router>,
    );
    expect(html).toContain(cards.legal.title);
    expect(html).toContain('Unsere Partnerkanzleien: Kanzlei A, Istanbul, Kanzlei B, Dubai');
  });
});
