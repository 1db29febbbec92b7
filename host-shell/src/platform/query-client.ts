import { QueryClient, type Query } from '@tanstack/react-query';
import { afterNextPaint } from './timing';

/**
 * The default `refetchOnMount` of the shell's query client: a page that mounts over cached data
 * shows it at once and asks again only after the page has painted
 * (docs/decisions/0041-switches-render-at-once.md). The identity of this function is what the
 * cache listener below looks for: a query that sets its own `refetchOnMount` keeps React Query's
 * behaviour.
 */
export function revalidateAfterPaint(): boolean {
  return false;
}

/**
 * The query client the shell hands every remote (`HostApi.queryClient`). Cached data is shown
 * without a request in the commit that mounts it; a stale query is asked again right after the
 * paint, once per frame however many pages mount it, unless it was fetched meanwhile.
 */
export function createShellQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, refetchOnMount: revalidateAfterPaint } },
  });
  const waiting = new Map<Query, number>();

  const revalidate = () => {
    const due = [...waiting];
    waiting.clear();
    for (const [query, updatesAtMount] of due) {
      // Fetched since it mounted (a page's own refetch, a new key, an invalidation): nothing to do.
      if (query.state.fetchStatus !== 'idle' || query.state.dataUpdateCount > updatesAtMount) continue;
      void client.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active', stale: true }, { cancelRefetch: false });
    }
  };

  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || event.query.state.data === undefined) return;
    if (event.observer.options.refetchOnMount !== revalidateAfterPaint) return;
    if (waiting.size === 0) afterNextPaint(revalidate);
    if (!waiting.has(event.query)) waiting.set(event.query, event.query.state.dataUpdateCount);
  });
  return client;
}
