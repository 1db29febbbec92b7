import { useTranslation } from 'react-i18next';
import { PageHeader } from 'shared-ui';
import { AnchorCards } from 'shared-ui/data';
import { sectionHref, type SettingsPage } from '../../../rules/settings-sections';
import { RouterLink } from './RouterLink';

/** /settings: one anchor-navigation card (spec 02 §2) per settings page the user may see (spec 01 §6). */
export function SettingsLanding({ pages }: { pages: readonly SettingsPage[] }) {
  const { t } = useTranslation('settings');
  const items = pages.map((page) => ({ href: sectionHref(page), title: t(`pages.${page.name}`), description: t(`summaries.${page.name}`) }));
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <AnchorCards items={items} label={t('cardsLabel')} link={RouterLink} />
    </>
  );
}
