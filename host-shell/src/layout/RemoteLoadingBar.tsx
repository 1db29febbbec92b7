import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from 'shared-ui';
import type { RemoteLoader } from '../federation/remote-loader';
import { useRemotePlatform } from '../platform/remote-platform';

/**
 * How long a remote may take before the progress bar shows. A switch that is done sooner shows no
 * bar at all: a bar that flashes says nothing, and drawing it costs the switch frames (Turbo's
 * progress bar waits 500 ms for the same reason; people do not need feedback below about a
 * second). Decision 0040.
 */
export const PROGRESS_BAR_DELAY_MS = 400;

/**
 * Whether the bar shows: once a remote has been loading for `delayMs`, until no remote is. It is
 * React state set by a MobX reaction, not an observer of the loader's pending set, so a load that
 * starts and ends within the delay renders nothing (an observer would render twice, in the middle
 * of the switch's own render).
 */
export function useProgressBarShown(loader: Pick<RemoteLoader, 'pending'>, delayMs = PROGRESS_BAR_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = reaction(
      () => loader.pending.size > 0,
      (loading) => {
        clearTimeout(timer);
        if (loading) timer = setTimeout(() => setShown(true), delayMs);
        else setShown(false);
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [loader, delayMs]);
  return shown;
}

/** While a remote is fetched during a route switch the current page stays on screen (the router waits, then a transition). */
export function RemoteLoadingBar() {
  const { t } = useTranslation();
  const { loader } = useRemotePlatform();
  return useProgressBarShown(loader) ? <LoadingBar label={t('loading')} /> : null;
}
