import { company, type Permit } from '../../content/company';
import { useI18n } from '../../i18n/I18nProvider';
import { LegalSection } from '../LegalPage';

type PermitId = keyof typeof company.permits;

/** The permits with a supervisory authority, in company.ts order (one not set or not required is left out). */
export function permitsWithAuthority(
  permits: Readonly<Record<PermitId, Permit | null>> = company.permits,
): { id: PermitId; authority: string }[] {
  return (Object.keys(permits) as PermitId[]).flatMap((id) => {
    const permit = permits[id];
    return permit && 'authority' in permit ? [{ id, authority: permit.authority }] : [];
  });
}

/** § 5 Abs. 1 Nr. 3 DDG: each permit the company holds, with the authority that supervises it. */
export function PermitsSection() {
  const { t } = useI18n();
  const permits = permitsWithAuthority();
  if (permits.length === 0) return null;
  return (
    <LegalSection id="impressum-permits" heading={t('impressum.permitsHeading')} testId="impressum-permits">
      <dl className="fact-list">
        {permits.map(({ id, authority }) => (
          <div key={id}>
            <dt>{t(`impressum.permits.${id}`)}</dt>
            <dd>
              {t('impressum.authority')}: {authority}
            </dd>
          </div>
        ))}
      </dl>
    </LegalSection>
  );
}
