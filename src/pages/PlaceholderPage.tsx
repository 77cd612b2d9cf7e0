import type { MessageKey } from '../i18n/dictionary';
import { useI18n } from '../i18n/I18nProvider';

export type PlaceholderKey = 'globeDemo';

/** A page whose full content is still to come: its real heading and a translated introduction. */
export function PlaceholderPage({ pageKey }: { pageKey: PlaceholderKey }) {
  const { t } = useI18n();
  const heading: MessageKey = `pages.${pageKey}.heading`;
  return (
    <section className="page page--narrow" aria-labelledby="page-heading">
      <h1 id="page-heading">{t(heading)}</h1>
      <p className="lead">{t(`pages.${pageKey}.intro`)}</p>
    </section>
  );
}
