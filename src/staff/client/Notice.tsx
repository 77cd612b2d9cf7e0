import { useStaff } from './StaffContext';

/** A one-time message (signed out, deleted) or an error, announced to screen readers. */
export function Notice({ error }: { error?: string | undefined }) {
  const { notice } = useStaff();
  return (
    <>
      <p className="staff-notice" role="status" data-testid="staff-notice" hidden={!notice}>
        {notice}
      </p>
      <ErrorLine error={error} />
    </>
  );
}

/** What went wrong, translated, announced at once. */
export function ErrorLine({ error }: { error?: string | undefined }) {
  return error ? (
    <p className="staff-error" role="alert" data-testid="staff-error">
      {error}
    </p>
  ) : null;
}
