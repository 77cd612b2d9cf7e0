import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../pages/ErrorScreen';

/**
 * Catches render errors of a page and shows the translated error screen ("Something went wrong"). A page
 * whose code or words could not be fetched never renders: its navigation reloads the address.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }
  override componentDidUpdate(previous: { resetKey: string }): void {
    // Navigating elsewhere leaves the broken page behind.
    if (this.state.error !== undefined && previous.resetKey !== this.props.resetKey)
      this.setState({ error: undefined });
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }
  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <ErrorScreen />;
  }
}
