import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { pinEntryProblem, pinFailureOf } from 'shared-contracts/rules';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Banner } from 'shared-ui';
import { PinInput } from 'shared-ui/forms';

/** What the money is for, named in the TOO_MANY_REQUESTS message (spec 02 §8). */
export type PinAction = 'send' | 'approve' | 'payout';

/**
 * Whether this user can authorise money leaving (decisions 0075, 0078): their PIN is `set`; they may
 * set one (`settable`: the Withdraw permission, which setting a PIN needs); or they may not
 * (`unsettable`), and only an administrator giving them that permission lets them send.
 */
export type PinReadiness = 'set' | 'settable' | 'unsettable';

/** Read inside an `observer` component: a session read again (a PIN just set) re-renders it. */
export function usePinReadiness(): PinReadiness {
  const { user } = useHostApi().session;
  if (user?.is_pin_set) return 'set';
  return user?.can_withdraw ? 'settable' : 'unsettable';
}

/**
 * The withdrawal PIN is not set (decision 0075): said, with where it is set — the withdrawal settings
 * (`settings.withdrawals`, its Withdrawal PIN section), linked when this user may open them. A user
 * who may not set one (no Withdraw permission) is told why they cannot go on and who can help: an
 * administrator of the business (decision 0078).
 */
export const PinNotSet = observer(function PinNotSet({ action }: { action: PinAction }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const readiness = usePinReadiness();
  const business = hostApi.session.business?.name ?? '';
  if (readiness === 'unsettable') {
    return (
      <Banner tone="warning" title={t(`pin.cannotTitle.${action}`)}>
        <p>{t(`pin.cannot.${action}`, { business })}</p>
        <p>{t('pin.whoCanHelp', { business })}</p>
      </Banner>
    );
  }
  const linked = hostApi.routes.isVisible('settings.withdrawals') === true;
  return (
    <Banner tone="warning" title={t('pin.notSetTitle')}>
      <p>{t(`pin.notSet.${action}`)}</p>
      {linked ? (
        <p>
          <RouteLink route="settings.withdrawals">{t('pin.setItThere')}</RouteLink>
        </p>
      ) : null}
    </Banner>
  );
});

export interface PinEntry {
  /** The PIN typed so far. */
  pin: string;
  /** The message under the PIN input, if any. */
  error: string | undefined;
  /** The field, to render where the PIN is asked. */
  field: ReactElement;
  /** The PIN when it is whole; otherwise undefined, and its problem is shown under the input. */
  take: () => string | undefined;
  /**
   * A refused call, placed where the spec says (§8): a wrong PIN under the input (emptied, to type
   * again), a missing one reads the session again (the page then says where to set it), a lock
   * ends the session. Undefined when the refusal is not the PIN's; else the sentence for the form,
   * if any (none when it is said under the input).
   */
  refusal: (error: unknown) => { text: string | undefined } | undefined;
}

/**
 * The PIN that authorises money leaving (decision 0075), asked where the amount is confirmed.
 * Nothing else the user typed is touched by a refusal.
 */
export function usePinEntry(action: PinAction, options: { disabled: boolean; id: string }): PinEntry {
  const hostApi = useHostApi();
  const { t } = useTranslation('sending-money');
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  // Back to the first cell, for the keyboard, whenever the PIN is to be typed again (after the
  // render that enables the cells again).
  const [typeAgain, setTypeAgain] = useState(0);
  useEffect(() => {
    if (typeAgain > 0) box.current?.querySelector('input')?.focus();
  }, [typeAgain]);
  const focusFirstCell = () => setTypeAgain((count) => count + 1);
  const error = problem ? t(`validation.${problem}`) : undefined;
  const field = (
    <div id={options.id} className="mdp-sm-pin" ref={box}>
      <PinInput
        label={t('pin.label')}
        description={t('pin.help')}
        value={pin}
        onChange={(value) => {
          setPin(value);
          setProblem(undefined);
        }}
        error={error}
        disabled={options.disabled}
        required
      />
    </div>
  );
  const take = () => {
    const found = pinEntryProblem(pin);
    setProblem(found);
    if (found) focusFirstCell();
    return found ? undefined : pin;
  };
  const refusal = (failed: unknown): { text: string | undefined } | undefined => {
    const failure = pinFailureOf(failed, action);
    // A PIN the gateway did not take (wrong, too many tries, a locked account) never stays in the cells.
    if (failure.kind === 'pin' || failure.kind === 'tooMany' || failure.kind === 'locked') setPin('');
    if (failure.kind === 'pin') {
      if (failure.code === 'INVALID_PIN_ERROR') {
        setProblem('pinWrong');
        focusFirstCell();
        return { text: undefined };
      }
      // The session said a PIN was set: read it again, and the page says where to set one.
      void hostApi.refreshSession().catch(() => undefined);
      return { text: t(`pin.notSet.${action}`) };
    }
    if (failure.kind === 'tooMany') return { text: t('pin.tooMany', { action: t(`pin.actions.${action}`), count: failure.minutes }) };
    if (failure.kind === 'locked') {
      void hostApi.refreshSession().catch(() => undefined);
      return { text: t('pin.locked') };
    }
    return undefined;
  };
  return { pin, error, field, take, refusal };
}
