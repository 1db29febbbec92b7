import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { routePage } from 'shared-contracts/react';
import { PageHeader } from 'shared-ui';
import { LinkPage } from './LinkPage';
import { LinksPage } from './LinksPage';
import { NewLinkPage } from './NewLinkPage';
import '../shared/getting-paid.css';

function NotFound() {
  const { t } = useTranslation('getting-paid');
  return <PageHeader title={t('detail.notFound')} />;
}

/** /payment-links, /payment-links/create (home's quick action) and /payment-links/:id. */
export default routePage(function LinksRouted() {
  return (
    <Routes>
      <Route index element={<LinksPage />} />
      <Route path="create" element={<NewLinkPage />} />
      <Route path=":id" element={<LinkPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
});
