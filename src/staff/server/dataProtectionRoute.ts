import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { copyActions, DataProtectionReply } from '../api/dataProtection';
import { refusals } from '../api/replies';
import { isHr, mayRead } from './access';
import { refuse, signedIn, staffOf, type StaffContext } from './context';
import { dataProtectionView } from './dataProtection';
import { listItem } from './entries';
import { addressOf, record } from './record';

/**
 * HR's data-protection view: what retention deletes soon, applications waiting for a decision, withdrawals and
 * copies taken. HR and admins only; HR sees applications only, as in the list. Its names are on the trail like
 * the list's.
 */
export function registerDataProtectionRoute(app: FastifyInstance, context: StaffContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: DataProtectionReply, ...refusals } };
  api.get('/staff/api/data-protection', { schema }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    if (!isHr(person)) return refuse(reply, 'forbidden');
    const records = (await context.store.run((open) => open.list())).filter((entry) => mayRead(person, entry));
    // Copies of the kinds the person sees: HR's are the applications'.
    const kinds = person.role === 'hr' ? ['application'] : ['application', 'contact'];
    const trail = await staffOf(context)((open) => open.auditTrail(undefined, 1000, { actions: copyActions }));
    const view = dataProtectionView(
      records.map((entry) => ({ record: entry, item: listItem(entry, context) })),
      trail.filter((line) => line.kind !== null && kinds.includes(line.kind)),
      context.now(),
    );
    if (request.method !== 'HEAD')
      await record(context, { action: 'listed', staffEmail: person.email, address: addressOf(request) });
    return reply.send(view);
  });
}
