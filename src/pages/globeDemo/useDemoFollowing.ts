/**
 * Presenter and audience windows, over a BroadcastChannel: no server, and nothing leaves the browser. Every
 * demo window on the presenter's stage announces its settings, the pause and whether the tour plays whenever
 * they change, and answers an audience window that says hello. An audience window (`follow=1`) follows the
 * window last used: the announcement with the latest `usedAt` wins. The tour plays in the audience window,
 * with its captions, while the presenter keeps the controls; when it ends there (its last stop), the audience
 * window says so and the presenter's button follows. Closing the presenter's window leaves the audience
 * window as it was.
 */
import { useCallback, useEffect, useRef } from 'react';
import { setGlobePaused } from '../../globe';
import type { DemoStage } from '../../globe/demo';

/** What an audience window takes over: the demo's settings as a URL query, the pause and the tour. */
interface DemoShow {
  query: string;
  paused: boolean;
  tour: boolean;
  /** When the announcing window was last used (ms since the epoch): the latest wins. */
  usedAt: number;
}

type DemoMessage = { type: 'show'; show: DemoShow } | { type: 'hello' } | { type: 'tour-ended' };

const channelName = 'globe-demo';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
}

/** Keeps the latest `value` for listeners set up once. */
function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}

/**
 * The presenter's side: announces the show as it changes and answers hellos; `onTourEnded` when the audience
 * window's tour came to its end.
 */
export function useDemoAnnouncing(
  stage: DemoStage,
  ready: boolean,
  announced: Omit<DemoShow, 'usedAt'>,
  onTourEnded: () => void,
): void {
  const channel = useRef<BroadcastChannel | null>(null);
  // Set by the first announcement: a window counts as used from the moment it opens.
  const show = useRef<DemoShow | null>(null);
  const tourEnded = useLatest(onTourEnded);
  const leads = ready && stage.kind === 'stage';
  const { query, paused, tour } = announced;

  useEffect(() => {
    if (!leads) return;
    const opened = openChannel();
    channel.current = opened;
    opened?.addEventListener('message', (event: MessageEvent<DemoMessage>) => {
      if (event.data.type === 'hello' && show.current)
        opened.postMessage({ type: 'show', show: show.current } satisfies DemoMessage);
      if (event.data.type === 'tour-ended') tourEnded.current();
    });
    return () => {
      opened?.close();
      channel.current = null;
    };
  }, [leads, tourEnded]);

  useEffect(() => {
    if (!leads) return;
    const previous = show.current;
    if (previous?.query === query && previous.paused === paused && previous.tour === tour) return;
    show.current = { query, paused, tour, usedAt: Date.now() };
    channel.current?.postMessage({ type: 'show', show: show.current } satisfies DemoMessage);
  }, [leads, query, paused, tour]);
}

/**
 * The audience's side (a `follow=1` stage): says hello once, then applies every newer announcement. Returns
 * what tells the presenter that the tour has ended here.
 */
export function useDemoFollowing(stage: DemoStage, apply: (query: string, tour: boolean) => void): () => void {
  const latest = useLatest(apply);
  const channel = useRef<BroadcastChannel | null>(null);
  const follows = stage.kind === 'follow';

  useEffect(() => {
    if (!follows) return;
    const opened = openChannel();
    channel.current = opened;
    let adopted = 0;
    opened?.addEventListener('message', (event: MessageEvent<DemoMessage>) => {
      if (event.data.type !== 'show' || event.data.show.usedAt < adopted) return;
      const { show } = event.data;
      adopted = show.usedAt;
      latest.current(show.query, show.tour);
      setGlobePaused(show.paused);
    });
    opened?.postMessage({ type: 'hello' } satisfies DemoMessage);
    return () => {
      opened?.close();
      channel.current = null;
    };
  }, [follows, latest]);

  return useCallback(() => channel.current?.postMessage({ type: 'tour-ended' } satisfies DemoMessage), []);
}
