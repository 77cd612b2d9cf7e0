import { Info } from 'lucide-react';
import { company } from '../content/company';

/**
 * Stands where a form will be until the form service is connected: it says so plainly and offers the
 * e-mail address instead, and it never pretends to send anything.
 */
export function FormPending({ text }: { text: string }) {
  return (
    <div className="notice" data-testid="form-pending">
      <Info aria-hidden="true" size={20} />
      <div>
        <p>{text}</p>
        <p>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </p>
      </div>
    </div>
  );
}
