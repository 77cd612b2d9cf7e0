/**
 * How the demo page runs, from its URL (links handed out for meetings and stands, so they keep their meaning):
 * - `follow=1`: an audience window. It presents, and follows the demo window last used in the same
 *   browser (BroadcastChannel, pages/globeDemo/useDemoFollowing.ts).
 * - `kiosk=1&every=SECONDS`: a trade-fair stand. It presents, cycles through the variants every SECONDS
 *   (default 20), or through the guided tour with `tour=1`; it hides every control and follows no link.
 * - otherwise the stage the presenter works on.
 */
export type DemoStage = { kind: 'stage' } | { kind: 'follow' } | { kind: 'kiosk'; everyMs: number; tour: boolean };

export const kioskDefaultSeconds = 20;
const kioskSeconds = { min: 5, max: 600 } as const;

export function parseDemoStage(search: string): DemoStage {
  const params = new URLSearchParams(search);
  if (params.get('kiosk') === '1') {
    const every = Number(params.get('every') ?? kioskDefaultSeconds);
    const seconds =
      Number.isFinite(every) && every > 0
        ? Math.min(kioskSeconds.max, Math.max(kioskSeconds.min, every))
        : kioskDefaultSeconds;
    return { kind: 'kiosk', everyMs: seconds * 1000, tour: params.get('tour') === '1' };
  }
  return params.get('follow') === '1' ? { kind: 'follow' } : { kind: 'stage' };
}

/** The stage's part of the URL, appended to the demo's settings (serializeDemoState) so a reload keeps it. */
export function withStage(query: string, stage: DemoStage): string {
  const params = new URLSearchParams(query);
  if (stage.kind === 'follow') params.set('follow', '1');
  if (stage.kind === 'kiosk') {
    params.set('kiosk', '1');
    params.set('every', String(stage.everyMs / 1000));
    if (stage.tour) params.set('tour', '1');
  }
  const text = params.toString().replaceAll('%3A', ':').replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

/** The address of a window that shows `query`'s settings in another stage (the audience window, a kiosk). */
export function stageUrl(pathname: string, query: string, stage: DemoStage): string {
  const params = new URLSearchParams(query);
  params.set('present', '1');
  return `${pathname}${withStage(params.toString(), stage)}`;
}
