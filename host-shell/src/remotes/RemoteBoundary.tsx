import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ReportError } from '../platform/error-reporting';
import { RemoteLoadError } from '../federation/remote-load-error';
import { RemoteFailure } from './RemoteFailure';
import { forgetRemoteComponents } from './lazy-remote';

interface Props {
  remote: string;
  /** The remote's title for people (its declaration's), shown in the failure panel. */
  title?: string;
  report: ReportError;
  /** Prepares the next attempt (the loader forgets the failed remote). */
  onRetry: () => void;
  /** What to show on failure; the content area's panel by default. */
  fallback?: (props: { error: Error; retry: () => void }) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** One error boundary per remote: a remote that fails to load or throws never takes the shell down. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    // Load failures were reported by the loader; anything else is the remote's render failing.
    if (!(error instanceof RemoteLoadError)) {
      this.props.report(error, { remote: this.props.remote, phase: 'render' });
    }
  }

  override componentWillUnmount(): void {
    // Leaving a failure panel: the next visit to this remote tries again.
    if (this.state.error) {
      forgetRemoteComponents(this.props.remote);
      this.props.onRetry();
    }
  }

  private readonly retry = () => {
    forgetRemoteComponents(this.props.remote);
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, retry: this.retry });
    const incompatible = error instanceof RemoteLoadError && error.kind === 'incompatible';
    return <RemoteFailure title={this.props.title} incompatible={incompatible} onRetry={this.retry} />;
  }
}
