import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Environment } from 'shared-contracts';
import { canSwitchEnvironment, isLive } from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';
import { Popover } from './Popover';

const MODES: ReadonlyArray<{ environment: Environment; key: 'live' | 'test' }> = [
  { environment: 'PRODUCTION', key: 'live' },
  { environment: 'DEVELOPMENT', key: 'test' },
];

/**
 * Live Mode / Test Mode (spec 01 §4): only administrators of live businesses switch; everyone else
 * sees the other mode disabled and why.
 */
export const EnvironmentMenu = observer(function EnvironmentMenu() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const reasonId = useId();
  const { user, business } = session;
  if (!user || !business) return null;
  const current = session.environment === 'PRODUCTION' ? 'live' : 'test';
  const allowed = canSwitchEnvironment(user, business.go_live_status);
  const reason = isLive(business.go_live_status) ? t('environment.onlyAdministrators') : t('environment.notActivated');
  return (
    <Popover
      className="environment-menu"
      label={t('environment.label', { mode: t(`environment.${current}`) })}
      button={
        <>
          <span className={`environment-dot environment-dot--${current}`} aria-hidden="true" />
          {t(`environment.${current}`)}
        </>
      }
    >
      {(close) => (
        <div role="group" aria-label={t('environment.group')} className="menu-list">
          {MODES.map(({ environment, key }) => (
            <button
              key={key}
              type="button"
              className="menu-item"
              aria-pressed={current === key}
              disabled={current !== key && !allowed}
              aria-describedby={current !== key && !allowed ? reasonId : undefined}
              onClick={() => {
                if (current !== key) session.switchEnvironment(environment);
                close();
              }}
            >
              {t(`environment.${key}`)}
            </button>
          ))}
          {allowed ? null : (
            <p id={reasonId} className="menu-note">
              {reason}
            </p>
          )}
        </div>
      )}
    </Popover>
  );
});
