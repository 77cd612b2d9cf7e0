import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../pages/ErrorScreen';

interface State {
  failed: boolean;
}

/** Catches render errors of a page and shows the translated error screen ("Something went wrong"). */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    // Navigating elsewhere leaves the broken page behind.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
