import { useActionState } from 'react';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { HandledReply, NoContent } from '../api/replies';
import { EmptyRequest } from '../api/requests';
import { changeKeys, errorKey } from './errors';
import { forgetReads } from './reads';
import { useStaff } from './StaffContext';

interface Marked {
  error?: string;
}

export interface EntryActionState {
  error: string | undefined;
  markHandled: () => void;
  remove: () => void;
}

/**
 * Marking the entry at `path` handled (the answer, the mark and the trail, goes to `onChange`, shown over the
 * entry as read), and deleting it: their busy and error state are the actions'.
 */
export function useEntryActions(
  path: string,
  name: string,
  onChange: (handled: z.output<typeof HandledReply>) => void,
): EntryActionState {
  const { t, call, setNotice } = useStaff();
  const [, navigate] = useLocation();
  const failed = (caught: unknown) => t(errorKey(caught, changeKeys));

  const [marked, markHandled] = useActionState(async (previous: Marked): Promise<Marked> => {
    try {
      onChange(await call(`${path}/handled`, HandledReply, { method: 'POST', request: EmptyRequest, body: {} }));
      return {};
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

  return { error: removal.error ?? marked.error, markHandled, remove };
}
