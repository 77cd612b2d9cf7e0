import { countryName } from '../i18n/preformatted';
import { useI18n } from '../i18n/I18nProvider';

interface PostalAddressFacts {
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
}

interface PostalAddressProps {
  name: string;
  address: PostalAddressFacts;
  email?: string;
  testId?: string;
}

/** Another party's name and address from company.ts (data protection officer, processors), country in the page's language. */
export function PostalAddress({ name, address, email, testId }: PostalAddressProps) {
  const { t, locale } = useI18n();
  return (
    <address data-testid={testId}>
      <p>
        {name}
        <br />
        {address.street}
        <br />
        {address.postalCode} {address.city}
        <br />
        {countryName(address.countryCode, locale)}
      </p>
      {email && (
        <p>
          {t('footer.emailLabel')}: <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
    </address>
  );
}
