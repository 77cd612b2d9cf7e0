import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import {
  AddedReply,
  CreationOptionsReply,
  EmailReply,
  MeReply,
  NoContent,
  RequestOptionsReply,
  type Me,
} from '../api/replies';
import type { Call } from './api';

/** Signs in with any passkey of this inbox the device holds: the server learns who from the passkey. */
export async function signInWithPasskey(call: Call): Promise<void> {
  const optionsJSON = await call('sign-in/options', RequestOptionsReply, { method: 'POST', body: {} });
  const response = await startAuthentication({ optionsJSON });
  await call('sign-in/verify', EmailReply, { method: 'POST', body: { response } });
}

/**
 * The signed-in person confirms with a passkey they have (the browser's prompt, user verification): the
 * server then lets this session add or remove a passkey for a few minutes.
 */
async function confirmWithPasskey(call: Call): Promise<void> {
  const optionsJSON = await call('passkeys/confirm/options', RequestOptionsReply, { method: 'POST', body: {} });
  const response = await startAuthentication({ optionsJSON });
  await call('passkeys/confirm', NoContent, { method: 'POST', body: { response } });
}

/**
 * Registers a passkey: with an enrolment link's token, or for the signed-in person (`add`), who first
 * confirms with a passkey they have.
 */
export async function registerPasskey(call: Call, how: { token: string } | 'add'): Promise<void> {
  if (how === 'add') await confirmWithPasskey(call);
  const token = how === 'add' ? {} : { token: how.token };
  const base = how === 'add' ? 'passkeys' : 'enrol';
  const optionsJSON = await call(`${base}/options`, CreationOptionsReply, { method: 'POST', body: token });
  const response = await startRegistration({ optionsJSON });
  const body = { ...token, response };
  if (how === 'add') await call('passkeys/verify', AddedReply, { method: 'POST', body });
  else await call('enrol/verify', EmailReply, { method: 'POST', body });
}

/** Removes one of the signed-in person's passkeys, after they confirm with one they have. */
export async function removePasskey(call: Call, id: string): Promise<void> {
  await confirmWithPasskey(call);
  await call(`passkeys/${encodeURIComponent(id)}`, NoContent, { method: 'DELETE' });
}

export const whoAmI = (call: Call): Promise<Me> => call('me', MeReply);
