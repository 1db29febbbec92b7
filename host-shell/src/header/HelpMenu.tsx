import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { visibleHelpMenu } from 'shared-contracts/rules';
import { DeferredTrigger } from '../platform/lazy-overlays';
import { useShellServices } from '../platform/shell-context';

/**
 * The brand's help centre (decision 0065), docs, API reference and, where allowed, the resolution
 * centre (spec 01 §6): a menu of links.
 */
export const HelpMenu = observer(function HelpMenu() {
  const { t } = useTranslation();
  // The shell's navigate, not useNavigate: the header would render again with every router state.
  const { session, deployment, navigate } = useShellServices();
  const help = visibleHelpMenu(session.site.navigation);
  if (help.status === 'pending') return null;
  const external = { docs: deployment.links.docs, 'api-reference': deployment.links.apiReference } as const;
  const newTab = (id: string, label: string, href: string) => ({
    id,
    label: (
      <>
        {label}
        <span className="visually-hidden"> {t('opensInNewTab')}</span>
      </>
    ),
    textValue: label,
    href,
    target: '_blank' as const,
  });
  const items = [
    newTab('help-centre', t('brandLinks.help'), deployment.links.help),
    ...help.entries.map((entry) =>
      entry.path ? { id: entry.key, label: t(entry.label), href: entry.path } : newTab(entry.key, t(entry.label), external[entry.key as keyof typeof external]),
    ),
  ];
  return (
    <DeferredTrigger popup="menu" trigger={t('help.label')} triggerClassName="header-trigger">
      {({ Menu }, takeOver) => <Menu {...takeOver} items={items} onNavigate={(path) => navigate(path)} />}
    </DeferredTrigger>
  );
});
