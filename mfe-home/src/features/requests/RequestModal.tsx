import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryOfOperation } from 'shared-contracts';
import type { HomeRequestAnswer } from 'shared-contracts/areas/home/home';
import { Button } from 'shared-ui';
import { FormActions } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import type { OtherRequestKey } from '../../rules/other-requests';
import { EarlySettlementForm } from './EarlySettlementForm';
import { IncorporationForm } from './IncorporationForm';
import './requests.css';

export interface RequestModalProps {
  kind: OtherRequestKey;
  country: CountryOfOperation;
  onClose: () => void;
}

/**
 * One request of the home page in a modal: the form, then a confirmation once the gateway has
 * recorded it. Loaded on intent with react-final-form and shared-ui's overlays and forms.
 */
export default function RequestModal({ kind, country, onClose }: RequestModalProps) {
  const { t } = useTranslation('home');
  const [sent, setSent] = useState<HomeRequestAnswer | null>(null);
  return (
    // No × button: react-aria's pressable injects an inline <style>, which the shell's Content Security
    // Policy refuses (as the shell's own inactivity dialog does); Escape, Cancel and Done close it.
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={t(`requests.${kind}.title`)} size="medium" hideCloseButton>
      {sent ? (
        <div className="mdp-home-form">
          <p role="status" className="mdp-home-inline-done">
            {t(`requests.${kind}.sent`)}
          </p>
          <p>{t('requests.reference', { id: sent.id })}</p>
          <FormActions>
            <Button onClick={onClose}>{t('requests.done')}</Button>
          </FormActions>
        </div>
      ) : kind === 'companyEstablishment' ? (
        <IncorporationForm onSent={setSent} onCancel={onClose} />
      ) : (
        <EarlySettlementForm country={country} onSent={setSent} onCancel={onClose} />
      )}
    </Modal>
  );
}
