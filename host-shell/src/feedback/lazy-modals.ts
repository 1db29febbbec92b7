import { lazy } from 'react';

// The feedback and rating modals carry react-aria (shared-ui/overlays) and the form inputs: each is
// its own chunk, fetched when the user reaches for the Feedback button or a reminder is due, never
// with the first route (docs/decisions/0021-header-overlays-on-intent.md).
export const loadFeedbackModal = () => import('./FeedbackModal');
export const loadRatingModal = () => import('./RatingModal');

export const LazyFeedbackModal = lazy(loadFeedbackModal);
export const LazyRatingModal = lazy(loadRatingModal);

/** Fetches a modal's chunk ahead of the click; a failure is left to the click's own attempt. */
export function prefetch(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
