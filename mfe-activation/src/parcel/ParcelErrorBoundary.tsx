import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ParcelProps } from 'shared-contracts';
import { ParcelFailure } from './ParcelFailure';

interface Props extends ParcelProps {
  children?: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * The parcel's own error boundary (its React root is not under the shell's boundaries): reports a
 * render failure to the shell once, and tries again when the shell moves to another location.
 */
export class ParcelErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.hostApi.reportError(error, { remote: 'activation', phase: 'render' });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.location?.pathname !== this.props.location?.pathname) {
      this.setState({ error: null });
    }
  }

  override render(): ReactNode {
    return this.state.error ? <ParcelFailure hostApi={this.props.hostApi} /> : this.props.children;
  }
}
