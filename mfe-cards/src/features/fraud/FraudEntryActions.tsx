import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import type { FraudEntryAction, FraudList, FraudListEntry } from 'shared-contracts/areas/cards/card-fraud';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { ConfirmationModal } from 'shared-ui/overlays';
import { useFraudEntryAction } from '../../api/fraud-lists';
import { entryActionsFor } from '../../rules/fraud-entry';
import { actionErrorKey } from '../../rules/fraud-report';

type Action = FraudEntryAction | 'REMOVE';

/** Block, allow, reset or remove one entry, each after its own confirmation; a failure shows inside it (spec 02 §4, §8). */
export function FraudEntryActions({ list, entry, shown, onRemoved }: { list: FraudList; entry: FraudListEntry; shown: string; onRemoved?: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const change = useFraudEntryAction(hostApi, list, entry.id);
  const [asking, setAsking] = useState<Action | null>(null);
  const close = () => {
    setAsking(null);
    change.reset();
  };
  const confirm = (action: Action) =>
    change.mutate(action, {
      onSuccess: () => {
        hostApi.toasts.show(t(`fraud.actions.${action}.done`, { value: shown }), 'success');
        setAsking(null);
        if (action === 'REMOVE') onRemoved?.();
      },
    });
  const actions: Action[] = [...entryActionsFor(entry.action), 'REMOVE'];
  const code = isGatewayError(change.error) ? change.error.code : undefined;
  return (
    <span className="mdp-cards-row-actions">
      {actions.map((action) => (
        <Button key={action} variant={action === 'REMOVE' ? 'danger' : 'secondary'} onClick={() => setAsking(action)} aria-label={t(`fraud.actions.${action}.named`, { value: shown })}>
          {t(`fraud.actions.${action}.open`)}
        </Button>
      ))}
      {asking ? (
        <ConfirmationModal
          isOpen
          tone={asking === 'BLOCK' || asking === 'REMOVE' ? 'danger' : 'info'}
          title={t(`fraud.actions.${asking}.title`)}
          message={
            <>
              <p>{t(`fraud.actions.${asking}.message`, { value: shown })}</p>
              {change.isError ? (
                <p role="alert" className="mdp-cards-error">
                  {t(actionErrorKey(code))}
                </p>
              ) : null}
            </>
          }
          confirmLabel={t(`fraud.actions.${asking}.confirm`)}
          busy={change.isPending}
          onConfirm={() => confirm(asking)}
          onCancel={close}
        />
      ) : null}
    </span>
  );
}
