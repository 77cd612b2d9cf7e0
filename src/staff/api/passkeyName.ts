/** How many characters of a credential id tell a person's passkeys apart in the inbox, its trail and e-mails. */
const idStartLength = 6;

/**
 * A passkey's name: the one its owner gave it, else who keeps it (from its AAGUID, when known) and the start
 * of its credential id, e.g. "iCloud Keychain · pQ3x9A"; without a known authenticator, `unnamed` (the
 * inbox's word for "Passkey") or the id's start alone.
 */
export function passkeyName(
  passkey: { id: string; authenticator: string | null; label?: string | null },
  unnamed?: string,
): string {
  if (passkey.label) return passkey.label;
  const start = passkey.id.slice(0, idStartLength);
  const keeper = passkey.authenticator ?? unnamed;
  return keeper ? `${keeper} · ${start}` : start;
}
