import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { FRAUD_LEVELS, type FraudAction, type FraudLevel, type RuleSet } from 'shared-contracts/areas/cards/card-fraud';
import { useHostApi } from 'shared-contracts/react';
import { Button } from 'shared-ui';
import { FormActions, FormError, RadioGroup } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import { Timeline } from 'shared-ui/data';
import { useChangeRuleSet, useRuleSet } from '../../api/fraud-rules';
import { actionErrorKey } from '../../rules/fraud-report';
import { useDisplay } from '../shared/use-display';

/** Change a rule set's level and action; its change history below (spec 02 §4 fraud levels and actions). */
export default function RuleSetModal({ ruleSet, canChange, onClose }: { ruleSet: RuleSet; canChange: boolean; onClose: () => void }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const change = useChangeRuleSet(hostApi, ruleSet.id);
  const detail = useRuleSet(hostApi, ruleSet.id);
  const display = useDisplay(hostApi);
  const [level, setLevel] = useState<FraudLevel>(ruleSet.level);
  const [action, setAction] = useState<FraudAction>(ruleSet.action);
  const name = t(`fraudRules.ruleSets.${ruleSet.key}.name`);
  const unchanged = level === ruleSet.level && action === ruleSet.action;
  const save = () =>
    change.mutate(
      { level, action },
      {
        onSuccess: () => {
          hostApi.toasts.show(t('fraudRules.saved', { name }), 'success');
          onClose();
        },
      },
    );
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('fraudRules.modalTitle', { name })} size="medium">
      <div className="mdp-cards-form">
        <p>{t(`fraudRules.ruleSets.${ruleSet.key}.description`)}</p>
        {canChange ? (
          <>
            <RadioGroup
              label={t('fraudRules.columns.level')}
              value={level}
              onChange={(value) => setLevel(FRAUD_LEVELS.find((candidate) => candidate === value) ?? 'NORMAL')}
              options={FRAUD_LEVELS.map((value) => ({ value, label: t(`fraudRules.levels.${value}`) }))}
            />
            <RadioGroup
              label={t('fraudRules.columns.action')}
              value={action}
              onChange={(value) => setAction(value === 'ALLOW' ? 'ALLOW' : 'BLOCK')}
              options={[
                { value: 'BLOCK', label: t('fraud.actionNames.BLOCK') },
                { value: 'ALLOW', label: t('fraud.actionNames.ALLOW') },
              ]}
            />
            {change.isError ? <FormError>{t(actionErrorKey(isGatewayError(change.error) ? change.error.code : undefined))}</FormError> : null}
            <FormActions>
              <Button variant="secondary" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button onClick={save} busy={change.isPending} disabled={unchanged}>
                {t('fraudRules.save')}
              </Button>
            </FormActions>
          </>
        ) : null}
        <h3 className="mdp-cards-subheading">{t('fraudRules.history')}</h3>
        {detail.data ? (
          detail.data.history.length > 0 ? (
            <Timeline
              label={t('fraudRules.history')}
              events={detail.data.history.map((entry, index) => ({
                id: `${index}`,
                title: t('fraudRules.historyLine', { level: t(`fraudRules.levels.${entry.level}`), action: t(`fraud.actionNames.${entry.action}`) }),
                time: display.time(entry.created),
                description: entry.actor_email,
              }))}
            />
          ) : (
            <p>{t('fraudRules.noHistory')}</p>
          )
        ) : detail.isError ? (
          <p role="alert" className="mdp-cards-error">{t('errorMessages.unexpectedError')}</p>
        ) : (
          <p>{t('loading')}</p>
        )}
      </div>
    </Modal>
  );
}
