/**
 * Presenter and audience windows, over a BroadcastChannel: no server, and nothing leaves the browser. Every
 * demo window on the presenter's stage announces its settings and the pause whenever they change, and answers
 * an audience window that says hello. An audience window (`follow=1`) follows the window last used: the
 * announcement with the latest `usedAt` wins. Closing the presenter's window leaves the audience window as it
 * was.
 */
import { useEffect, useRef } from 'react';
import { setGlobePaused } from '../../globe';
import type { DemoStage } from '../../globe/demo';

/** What an audience window takes over: the demo's settings as a URL query, and the pause. */
interface DemoShow {
  query: string;
  paused: boolean;
  /** When the announcing window was last used (ms since the epoch): the latest wins. */
  usedAt: number;
}

type DemoMessage = { type: 'show'; show: DemoShow } | { type: 'hello' };

const channelName = 'globe-demo';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
}

/** The presenter's side: announces `query` and `paused` as they change, and answers hellos. */
export function useDemoAnnouncing(stage: DemoStage, ready: boolean, query: string, paused: boolean): void {
  const channel = useRef<BroadcastChannel | null>(null);
  // Set by the first announcement: a window counts as used from the moment it opens.
  const show = useRef<DemoShow | null>(null);
  const leads = ready && stage.kind === 'stage';

  useEffect(() => {
    if (!leads) return;
    const opened = openChannel();
    channel.current = opened;
    opened?.addEventListener('message', (event: MessageEvent<DemoMessage>) => {
      if (event.data.type === 'hello' && show.current)
        opened.postMessage({ type: 'show', show: show.current } satisfies DemoMessage);
    });
    return () => {
      opened?.close();
      channel.current = null;
    };
  }, [leads]);

  useEffect(() => {
    if (!leads) return;
    const previous = show.current;
    if (previous?.query === query && previous.paused === paused) return;
    show.current = { query, paused, usedAt: Date.now() };
    channel.current?.postMessage({ type: 'show', show: show.current } satisfies DemoMessage);
  }, [leads, query, paused]);
}

/** The audience's side (a `follow=1` stage): says hello once, then applies every newer announcement. */
export function useDemoFollowing(stage: DemoStage, apply: (query: string) => void): void {
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  const follows = stage.kind === 'follow';

  useEffect(() => {
    if (!follows) return;
    const channel = openChannel();
    let adopted = 0;
    channel?.addEventListener('message', (event: MessageEvent<DemoMessage>) => {
      if (event.data.type !== 'show' || event.data.show.usedAt < adopted) return;
      const { show } = event.data;
      adopted = show.usedAt;
      latest.current(show.query);
      setGlobePaused(show.paused);
    });
    channel?.postMessage({ type: 'hello' } satisfies DemoMessage);
    return () => channel?.close();
  }, [follows]);
}
