import './feedback.css';

export interface LoadingBarProps {
  /** Accessible name of the progress bar ("Loading…"). */
  label: string;
}

/**
 * A thin indeterminate bar along the top of its positioned container: something is on its way
 * while the current content stays on screen (a route switch in a transition, say).
 */
export function LoadingBar({ label }: LoadingBarProps) {
  return <div className="mdp-loading-bar" role="progressbar" aria-label={label} />;
}
