import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { type SlotName } from 'shared-contracts';
import { slotFillers } from 'shared-contracts/registry';
import { useRemotePlatform } from '../platform/remote-platform';
import { useShellServices } from '../platform/shell-context';
import { RemoteBoundary } from './RemoteBoundary';
import { remoteWidget } from './lazy-remote';

function SlotWidget({ remote, name }: { remote: string; name: SlotName }) {
  const { report } = useShellServices();
  const { loader, hostApiFor } = useRemotePlatform();
  const Widget = remoteWidget(loader, remote, name);
  return (
    <RemoteBoundary remote={remote} report={report} onRetry={() => loader.retry(remote)} fallback={() => null}>
      <Suspense fallback={null}>
        <Widget hostApi={hostApiFor(remote)} />
      </Suspense>
    </RemoteBoundary>
  );
}

/**
 * A named place in the shell that remotes fill with widgets: those whose declaration lists the slot.
 * Until the registry is read, while a widget loads, or when its remote fails, the slot renders
 * nothing (a failure is reported); the rest of the header works.
 */
export const Slot = observer(function Slot({ name }: { name: SlotName }) {
  const { session } = useShellServices();
  const { loader } = useRemotePlatform();
  if (!session.site.siteMap) return null; // composed from the registry; read it so the slot follows it
  return slotFillers(loader.registered(), name).map((remote) => <SlotWidget key={remote} remote={remote} name={name} />);
});
