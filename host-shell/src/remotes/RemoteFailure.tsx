import { useId, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

export interface RemoteFailureProps {
  /** The remote's title from its declaration; without one, "this part of the dashboard". */
  title?: string;
  incompatible?: boolean;
  onRetry: () => void;
}

/** The contained "this part could not load" panel: only the content area, with Retry. */
export function RemoteFailure({ title, incompatible = false, onRetry }: RemoteFailureProps) {
  const { t } = useTranslation();
  const [retrying, startTransition] = useTransition();
  const titleId = useId();
  const name = title ?? t('remoteFailure.thisPart');
  return (
    <section className="shell-failure" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(incompatible ? 'remoteFailure.incompatible' : 'remoteFailure.title', { name })}</h2>
      <p>{t('remoteFailure.body')}</p>
      <Button onClick={() => startTransition(onRetry)} disabled={retrying} aria-busy={retrying}>
        {retrying ? t('remoteFailure.retrying') : t('remoteFailure.retry')}
      </Button>
    </section>
  );
}
