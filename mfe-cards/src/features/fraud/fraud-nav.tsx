import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LinkLike } from 'shared-ui/data';
import { SectionNav } from 'shared-ui/data';

export const FRAUD_BASE = '/credit_cards/fraud_prevention';
export const CARD_SETTINGS_PATH = '/credit_cards/settings';

/** shared-ui's navigation with the router's links (no page reload). */
export const RouterLink: LinkLike = ({ href, children, ...rest }: { href: string; className?: string; children: ReactNode; 'aria-current'?: 'page' }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/** The sections of fraud prevention and card settings, as one secondary navigation. */
export function useFraudSections() {
  const { t } = useTranslation('cards');
  return [
    { href: `${FRAUD_BASE}/list`, title: t('fraud.sections.list'), description: t('fraud.sections.listDescription') },
    { href: `${FRAUD_BASE}/rules`, title: t('fraud.sections.rules'), description: t('fraud.sections.rulesDescription') },
    { href: `${FRAUD_BASE}/reports`, title: t('fraud.sections.reports'), description: t('fraud.sections.reportsDescription') },
    { href: CARD_SETTINGS_PATH, title: t('fraud.sections.settings'), description: t('fraud.sections.settingsDescription') },
  ];
}

export function FraudNav({ current }: { current: string }) {
  const { t } = useTranslation('cards');
  return <SectionNav items={useFraudSections()} current={current} label={t('fraud.sections.label')} link={RouterLink} />;
}
