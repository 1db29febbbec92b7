import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemotePlatform } from '../platform/remote-platform';
import { useShellServices } from '../platform/shell-context';
import { RemoteBoundary } from './RemoteBoundary';
import { remotePage } from './lazy-remote';

export interface RemoteRouteProps {
  remote: string;
  path: string;
}

function RemoteRouteContent({ remote, path }: RemoteRouteProps) {
  const { loader, hostApiFor } = useRemotePlatform();
  use(loader.start()); // the registry says how to mount the remote
  const mount = loader.entry(remote)?.mount ?? 'react';
  const Page = remotePage(loader, remote, path, mount);
  return <Page hostApi={hostApiFor(remote)} />;
}

/**
 * The content of a route a remote owns, inside that remote's error boundary. The Suspense boundary
 * is the content area's one persistent boundary above, so switching routes inside a transition
 * keeps the current page on screen instead of flashing a fallback.
 */
export function RemoteRoute({ remote, path }: RemoteRouteProps) {
  const { report } = useShellServices();
  const { loader } = useRemotePlatform();
  const { i18n } = useTranslation();
  const titles = loader.entry(remote)?.declaration.title;
  const title = titles ? (titles[i18n.language as keyof typeof titles] ?? titles.en) : undefined;
  return (
    <RemoteBoundary key={remote} remote={remote} title={title} report={report} onRetry={() => loader.retry(remote)}>
      <RemoteRouteContent remote={remote} path={path} />
    </RemoteBoundary>
  );
}
