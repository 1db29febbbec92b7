import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canPause, type Promotion } from 'shared-contracts/areas/cards/card-promotions';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { ConfirmationModal } from 'shared-ui/overlays';
import { useChangePromotionStatus } from '../../api/promotions';

/** Pause a running or coming promotion, or resume a paused one, after a confirmation; a failure shows inside it. */
export function PromotionStatusAction({ promotion }: { promotion: Promotion }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const change = useChangePromotionStatus(hostApi, promotion.id);
  const [open, setOpen] = useState(false);
  const pausing = canPause(promotion.status);
  const action = pausing ? 'pause' : 'resume';
  const close = () => {
    setOpen(false);
    change.reset();
  };
  const confirm = () =>
    change.mutate(
      { status: pausing ? 'PAUSED' : 'ACTIVE' },
      {
        onSuccess: () => {
          hostApi.toasts.show(t(`promotions.${action}.done`, { name: promotion.name }), 'success');
          setOpen(false);
        },
      },
    );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={t(`promotions.${action}.named`, { name: promotion.name })}>
        {t(`promotions.${action}.open`)}
      </Button>
      <ConfirmationModal
        isOpen={open}
        tone="info"
        title={t(`promotions.${action}.title`)}
        message={
          <>
            <p>{t(`promotions.${action}.message`, { name: promotion.name })}</p>
            {change.isError ? (
              <p role="alert" className="mdp-cards-error">
                {t('errorMessages.unexpectedError')}
              </p>
            ) : null}
          </>
        }
        confirmLabel={t(`promotions.${action}.confirm`)}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
