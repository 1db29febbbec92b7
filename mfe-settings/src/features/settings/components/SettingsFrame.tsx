import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionNav } from 'shared-ui/data';
import { sectionHref, type SettingsPage } from '../../../rules/settings-sections';
import { RouterLink } from './RouterLink';

/** A settings page with the secondary section nav (spec 02 §2) of the pages the user may see beside it. */
export function SettingsFrame({ pages, current, children }: { pages: readonly SettingsPage[]; current: SettingsPage; children: ReactNode }) {
  const { t } = useTranslation('settings');
  const nav = useRef<HTMLDivElement>(null);
  const items = pages.map((page) => ({ href: sectionHref(page), title: t(`pages.${page.name}`) }));
  // On a phone the nav is one row that scrolls sideways: bring the current page's link into view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current.name]);
  return (
    <div className="mdp-settings-frame">
      <div ref={nav}>
        <SectionNav items={items} current={sectionHref(current)} label={t('sectionNavLabel')} link={RouterLink} />
      </div>
      <div className="mdp-settings-content">{children}</div>
    </div>
  );
}
