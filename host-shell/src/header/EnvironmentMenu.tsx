import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { type Environment } from 'shared-contracts';
import { canSwitchEnvironment, isLive } from 'shared-contracts/rules';
import { DeferredTrigger } from '../platform/lazy-overlays';
import { useShellServices } from '../platform/shell-context';

const MODES: ReadonlyArray<{ environment: Environment; key: 'live' | 'test' }> = [
  { environment: 'PRODUCTION', key: 'live' },
  { environment: 'DEVELOPMENT', key: 'test' },
];

/**
 * Live Mode / Test Mode (spec 01 §4): a menu with the current mode checked. Only administrators of
 * live businesses switch; everyone else sees the other mode disabled, described by the reason under the menu.
 */
export const EnvironmentMenu = observer(function EnvironmentMenu() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const { user, business } = session;
  if (!user || !business) return null;
  const current = session.environment === 'PRODUCTION' ? 'live' : 'test';
  const allowed = canSwitchEnvironment(user, business.go_live_status);
  const reason = isLive(business.go_live_status) ? t('environment.onlyAdministrators') : t('environment.notActivated');
  const items = MODES.map(({ key }) => ({ id: key, label: t(`environment.${key}`), isDisabled: current !== key && !allowed }));
  const choose = (id: string) => {
    const mode = MODES.find(({ key }) => key === id);
    if (mode && mode.key !== current) session.switchEnvironment(mode.environment);
  };
  return (
    <DeferredTrigger
      popup="menu"
      triggerClassName="header-trigger"
      triggerLabel={t('environment.label', { mode: t(`environment.${current}`) })}
      trigger={
        <>
          <span className={`environment-dot environment-dot--${current}`} aria-hidden="true" />
          {t(`environment.${current}`)}
        </>
      }
    >
      {({ Menu }, takeOver) => <Menu {...takeOver} items={items} selectedId={current} onAction={choose} note={allowed ? undefined : reason} />}
    </DeferredTrigger>
  );
});
