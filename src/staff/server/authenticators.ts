/**
 * Who keeps a passkey, by the AAGUID its authenticator reports at registration: a short hand list of the
 * common ones (from passkeydeveloper/passkey-authenticator-aaguids). Others, and authenticators that report
 * none (all zeros, "attestation: none" on some), have no name: the inbox calls them "Passkey".
 */
const names: Readonly<Record<string, string>> = {
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain',
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'd3452668-01fd-4c12-926c-83a4204853aa': 'Microsoft Password Manager',
  '53414d53-554e-4700-0000-000000000000': 'Samsung Pass',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'Dashlane',
  '50726f74-6f6e-5061-7373-50726f746f6e': 'Proton Pass',
  'cb69481e-8ff7-4039-93ec-0a2729a154a8': 'YubiKey',
  'ee882879-721c-4913-9775-3dfcce97072a': 'YubiKey',
  'fa2b99dc-9e39-4257-8f92-4a30d23c4118': 'YubiKey',
  '2fc0579f-8113-47ea-b116-bb5a8db9202a': 'YubiKey',
  'c5ef55ff-ad9a-4b9f-b580-adebafe026d0': 'YubiKey',
  '73bb0cd4-e502-49b8-9c6f-b59445bf720b': 'YubiKey',
  'a25342c0-3cdc-4414-8e46-f4807fca511c': 'YubiKey',
};

/** The authenticator's name for an AAGUID ("8-4-4-4-12" hex, as @simplewebauthn reports it), or null. */
export const authenticatorName = (aaguid: string): string | null => names[aaguid.toLowerCase()] ?? null;
