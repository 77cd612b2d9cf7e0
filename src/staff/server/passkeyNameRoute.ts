import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passkeyName } from '../api/passkeyName';
import { NoContent } from '../api/replies';
import { PasskeyNameRequest } from '../api/requests';
import { replies } from './authRoutes';
import { signedIn, refuse, type StaffContext } from './context';
import { addressOf, audited } from './record';

/**
 * A person names one of their passkeys ("office laptop"), so two from the same authenticator no longer look
 * alike. No fresh confirmation: a name lets nobody in or out; the change is on the trail ("old → new") with
 * the address, in the same transaction.
 */
export function registerPasskeyNameRoute(app: FastifyInstance, context: StaffContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: z.object({ id: z.string() }), body: PasskeyNameRequest, ...replies({ 204: NoContent }) };
  api.post('/staff/api/passkeys/:id/name', { schema }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    const label = request.body.name;
    const renamed = await audited(context, async ({ staff, audit }) => {
      const before = await staff.passkey(request.params.id);
      // Another person's passkey is answered as one that does not exist.
      if (!before || before.staffId !== person.id) return false;
      if (before.label === label) return true;
      if (!(await staff.renamePasskey(person.id, before.id, label))) return false;
      const detail = `${passkeyName(before)} → ${passkeyName({ ...before, label })}`;
      await audit({ action: 'passkey-renamed', staffEmail: person.email, detail, address: addressOf(request) });
      return true;
    });
    if (!renamed) return refuse(reply, 'notFound');
    return reply.code(204).send();
  });
}
