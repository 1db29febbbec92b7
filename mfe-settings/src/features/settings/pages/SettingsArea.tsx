import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { PageHeader } from 'shared-ui';

/** The settings sub-pages of spec 01 §2. */
export const SETTINGS_PAGES = [
  'business-profile',
  'payment-methods',
  'sending-money',
  'checkout',
  'team',
  'integrations',
  'billings',
  'developers',
  'withdrawals',
  'p2p-escrow-rdl',
] as const;

function SettingsIndex() {
  const { t } = useTranslation('settings');
  return <PageHeader title={t('title')} description={t('notBuilt')} />;
}

function SettingsPage() {
  const { t } = useTranslation('settings');
  const { page = '' } = useParams();
  if (!(SETTINGS_PAGES as readonly string[]).includes(page)) {
    return <PageHeader title={t('notFound.title')} description={t('notFound.description')} />;
  }
  return <PageHeader title={t(`pages.${page}`)} description={t('notBuilt')} />;
}

export default function SettingsArea() {
  return (
    <Routes>
      <Route index element={<SettingsIndex />} />
      <Route path=":page/*" element={<SettingsPage />} />
    </Routes>
  );
}
