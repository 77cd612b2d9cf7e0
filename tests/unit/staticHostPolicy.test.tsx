/**
 * The privacy policy follows the deployment the operator chooses (issue 30, review N8): with `hosting:
 * 'staticHost'` in company.ts it names the static host as the processor that delivers the pages and says the
 * company's server only takes the forms, and check:launch asks for the static host's facts.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { companyFacts, factsInUse } from '../../src/content/company';
import { launchFindings } from '../../src/content/launchCheck';
import { allMessages } from '../../src/i18n/allMessages';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import { PrivacyPage } from '../../src/pages/PrivacyPage';

vi.mock('../../src/content/company', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/company')>();
  const company = { ...actual.company, hosting: 'staticHost' as const };
  return { ...actual, company, processorsInUse: company.processors.filter(actual.processorInUse('staticHost')) };
});

const { de } = allMessages;

describe('with the pages on a static host', () => {
  it('the policy names the static host as a processor, and the server as the forms’ only', () => {
    const html = renderToString(
      <Router ssrPath="/de/privacy-policy">
        <I18nProvider locale="de" messages={de}>
          <PrivacyPage />
        </I18nProvider>
      </Router>,
    );
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text).toContain(de.privacy.processors.staticHost.heading);
    expect(text).toContain('Static Host Muster Inc.');
    expect(text).toContain(de.privacy.processors.hosting.formsOnlyText);
    expect(text).not.toContain(de.privacy.processors.hosting.text);
  });

  it('check:launch asks for the static host’s facts, and only then', () => {
    const paths = (hosting: 'ownServer' | 'staticHost') =>
      launchFindings(factsInUse({ ...companyFacts, hosting })).map((finding) => finding.path);
    expect(paths('staticHost')).toContain('processors[2].name');
    expect(paths('ownServer')).not.toContain('processors[2].name');
  });
});
