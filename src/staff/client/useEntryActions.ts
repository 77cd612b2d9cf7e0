import { useActionState } from 'react';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { HandledReply, NoContent } from '../api/replies';
import { errorKey } from './errors';
import { forgetReads } from './reads';
import { useStaff } from './StaffContext';

interface Marked {
  /** The server's answer to "handled": the mark and the trail, shown over the entry as read. */
  handled?: z.output<typeof HandledReply>;
  error?: string;
}

export interface EntryActionState {
  handled: Marked['handled'];
  error: string | undefined;
  markHandled: () => void;
  remove: () => void;
}

/** Marking the entry at `path` handled, and deleting it: their busy and error state are the actions'. */
export function useEntryActions(path: string, name: string): EntryActionState {
  const { t, call, setNotice } = useStaff();
  const [, navigate] = useLocation();
  const failed = (caught: unknown) => t(errorKey(caught, 'errors.failed'));

  const [marked, markHandled] = useActionState(async (previous: Marked): Promise<Marked> => {
    try {
      return { handled: await call(`${path}/handled`, HandledReply, { method: 'POST', body: {} }) };
    } catch (caught) {
      return { ...previous, error: failed(caught) };
    }
  }, {});

  const [removal, remove] = useActionState(async (): Promise<{ error?: string }> => {
    try {
      await call(path, NoContent, { method: 'DELETE' });
    } catch (caught) {
      return { error: failed(caught) };
    }
    forgetReads();
    setNotice('entry.deleted', { name });
    navigate('/');
    return {};
  }, {});

  return { handled: marked.handled, error: removal.error ?? marked.error, markHandled, remove };
}
