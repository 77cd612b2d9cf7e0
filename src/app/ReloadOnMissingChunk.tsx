import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../browser/chunkLoad';

interface Props {
  children: ReactNode;
  /** How the page is loaded again (a test passes its own). */
  reload?: () => void;
}

/**
 * A navigation whose page code or words cannot be fetched (offline, or a newer deployment replaced the
 * build) loads the address from the server once, which has every page prerendered. The reloaded page
 * hydrates with what its own HTML lists, so this cannot loop. Other errors are the page's own
 * (ErrorBoundary.tsx shows them, translated) and pass through.
 */
export class ReloadOnMissingChunk extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof ChunkLoadError) (this.props.reload ?? (() => window.location.reload()))();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof ChunkLoadError) return null;
    throw error instanceof Error
      ? error
      : new Error('A page failed with a value that is not an error', { cause: error });
  }
}
