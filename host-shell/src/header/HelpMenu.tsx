import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { visibleHelpMenu } from 'shared-contracts/rules';
import { DeferredTrigger } from '../platform/lazy-overlays';
import { useShellServices } from '../platform/shell-context';

/** Docs, API reference and, where allowed, the resolution centre (spec 01 §6): a menu of links. */
export const HelpMenu = observer(function HelpMenu() {
  const { t } = useTranslation();
  // The shell's navigate, not useNavigate: the header would render again with every router state.
  const { session, deployment, navigate } = useShellServices();
  const help = visibleHelpMenu(session.site.navigation);
  if (help.status === 'pending') return null;
  const external = { docs: deployment.links.docs, 'api-reference': deployment.links.apiReference } as const;
  const items = help.entries.map((entry) =>
    entry.path
      ? { id: entry.key, label: t(entry.label), href: entry.path }
      : {
          id: entry.key,
          label: (
            <>
              {t(entry.label)}
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </>
          ),
          textValue: t(entry.label),
          href: external[entry.key as keyof typeof external],
          target: '_blank' as const,
        },
  );
  return (
    <DeferredTrigger popup="menu" trigger={t('help.label')} triggerClassName="header-trigger">
      {({ Menu }, takeOver) => <Menu {...takeOver} items={items} onNavigate={(path) => navigate(path)} />}
    </DeferredTrigger>
  );
});
