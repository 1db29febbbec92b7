import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import type { ChangeRequest, ChangeRequestDecision as Decision } from 'shared-contracts/areas/cards/card-settings';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { ConfirmationModal } from 'shared-ui/overlays';
import { useDecideChangeRequest } from '../../api/card-settings';
import { settingsErrorKey } from '../../rules/fraud-report';

/** An administrator approves or rejects a pending change request, after a confirmation; a failure shows inside it. */
export function ChangeRequestDecision({ request }: { request: ChangeRequest }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const decide = useDecideChangeRequest(hostApi, request.id);
  const [asking, setAsking] = useState<Decision | null>(null);
  const close = () => {
    setAsking(null);
    decide.reset();
  };
  const what = t('cardSettings.requestOf', { setting: t(`cardSettings.settings.${request.setting}`), value: t(request.value ? 'cardSettings.on' : 'cardSettings.off'), mid: request.mid });
  return (
    <span className="mdp-cards-row-actions">
      {(['APPROVED', 'REJECTED'] as const).map((decision) => (
        <Button key={decision} variant={decision === 'APPROVED' ? 'secondary' : 'danger'} onClick={() => setAsking(decision)} aria-label={t(`cardSettings.decide.${decision}.named`, { what })}>
          {t(`cardSettings.decide.${decision}.open`)}
        </Button>
      ))}
      {asking ? (
        <ConfirmationModal
          isOpen
          tone={asking === 'APPROVED' ? 'info' : 'danger'}
          title={t(`cardSettings.decide.${asking}.title`)}
          message={
            <>
              <p>{t(`cardSettings.decide.${asking}.message`, { what })}</p>
              {decide.isError ? (
                <p role="alert" className="mdp-cards-error">
                  {t(settingsErrorKey(isGatewayError(decide.error) ? decide.error.code : undefined))}
                </p>
              ) : null}
            </>
          }
          confirmLabel={t(`cardSettings.decide.${asking}.confirm`)}
          busy={decide.isPending}
          onConfirm={() =>
            decide.mutate(asking, {
              onSuccess: () => {
                hostApi.toasts.show(t(`cardSettings.decide.${asking}.done`, { what }), 'success');
                setAsking(null);
              },
            })
          }
          onCancel={close}
        />
      ) : null}
    </span>
  );
}
