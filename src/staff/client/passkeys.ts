import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { Me } from './api';

type Call = <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;

/** Signs in with any passkey of this inbox the device holds: the server learns who from the passkey. */
export async function signInWithPasskey(call: Call): Promise<void> {
  const optionsJSON = await call<PublicKeyCredentialRequestOptionsJSON>('sign-in/options', {
    method: 'POST',
    body: {},
  });
  const response = await startAuthentication({ optionsJSON });
  await call('sign-in/verify', { method: 'POST', body: { response } });
}

/** Registers a passkey: with an enrolment link's token, or for the signed-in person (`add`). */
export async function registerPasskey(call: Call, how: { token: string } | 'add'): Promise<void> {
  const base = how === 'add' ? 'passkeys' : 'enrol';
  const token = how === 'add' ? {} : { token: how.token };
  const optionsJSON = await call<PublicKeyCredentialCreationOptionsJSON>(`${base}/options`, {
    method: 'POST',
    body: token,
  });
  const response = await startRegistration({ optionsJSON });
  await call(`${base}/verify`, { method: 'POST', body: { ...token, response } });
}

export const whoAmI = (call: Call): Promise<Me> => call<Me>('me');
