import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { AddedReply, CreationOptionsReply, EmailReply, NoContent, RequestOptionsReply } from '../api/replies';
import { AssertionRequest, EmptyRequest, EnrolmentRequest, EnrolRequest, RegistrationRequest } from '../api/requests';
import type { Call } from './api';

const empty = { method: 'POST', request: EmptyRequest, body: {} } as const;

/** Signs in with any passkey of this inbox the device holds: the server learns who from the passkey. */
export async function signInWithPasskey(call: Call): Promise<void> {
  const optionsJSON = await call('sign-in/options', RequestOptionsReply, empty);
  const response = await startAuthentication({ optionsJSON });
  await call('sign-in/verify', EmailReply, { method: 'POST', request: AssertionRequest, body: { response } });
}

/**
 * The signed-in person confirms with a passkey they have (the browser's prompt, user verification): the
 * server then lets this session add or remove a passkey for a few minutes.
 */
async function confirmWithPasskey(call: Call): Promise<void> {
  const optionsJSON = await call('passkeys/confirm/options', RequestOptionsReply, empty);
  const response = await startAuthentication({ optionsJSON });
  await call('passkeys/confirm', NoContent, { method: 'POST', request: AssertionRequest, body: { response } });
}

/**
 * Registers a passkey: with an enrolment link's token, or for the signed-in person (`add`), who first
 * confirms with a passkey they have.
 */
export async function registerPasskey(call: Call, how: { token: string } | 'add'): Promise<void> {
  if (how === 'add') {
    await confirmWithPasskey(call);
    const optionsJSON = await call('passkeys/options', CreationOptionsReply, empty);
    const response = await startRegistration({ optionsJSON });
    await call('passkeys/verify', AddedReply, { method: 'POST', request: RegistrationRequest, body: { response } });
    return;
  }
  const { token } = how;
  const options = { method: 'POST', request: EnrolmentRequest, body: { token } } as const;
  const optionsJSON = await call('enrol/options', CreationOptionsReply, options);
  const response = await startRegistration({ optionsJSON });
  await call('enrol/verify', EmailReply, { method: 'POST', request: EnrolRequest, body: { token, response } });
}

/** Removes one of the signed-in person's passkeys, after they confirm with one they have. */
export async function removePasskey(call: Call, id: string): Promise<void> {
  await confirmWithPasskey(call);
  await call(`passkeys/${encodeURIComponent(id)}`, NoContent, { method: 'DELETE' });
}
