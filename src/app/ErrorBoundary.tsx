import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from '../browser/chunkLoad';
import { ErrorScreen } from '../pages/ErrorScreen';

interface State {
  error: unknown;
}

/**
 * Catches render errors of a page and shows the translated error screen ("Something went wrong"). A chunk
 * that could not be fetched is not the page's fault: it goes up to ReloadOnMissingChunk.tsx.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    // Navigating elsewhere leaves the broken page behind.
    if (this.state.error !== undefined && previous.resetKey !== this.props.resetKey)
      this.setState({ error: undefined });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!(error instanceof ChunkLoadError)) console.error('Page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof ChunkLoadError) throw error;
    return <ErrorScreen />;
  }
}
