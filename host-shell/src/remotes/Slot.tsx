import { Suspense } from 'react';
import { SLOT_OWNERS, type SlotName } from 'shared-contracts';
import { useShellServices } from '../platform/shell-context';
import { RemoteBoundary } from './RemoteBoundary';
import { remoteWidget } from './lazy-remote';

/**
 * A named place in the shell that a remote fills with a widget. While the widget loads, or when its
 * remote fails, the slot renders nothing (the failure is reported); the rest of the header works.
 */
export function Slot({ name }: { name: SlotName }) {
  const { loader, hostApiFor, report } = useShellServices();
  const remote = SLOT_OWNERS[name];
  const Widget = remoteWidget(loader, remote, name);
  return (
    <RemoteBoundary remote={remote} report={report} onRetry={() => loader.retry(remote)} fallback={() => null}>
      <Suspense fallback={null}>
        <Widget hostApi={hostApiFor(remote)} />
      </Suspense>
    </RemoteBoundary>
  );
}
