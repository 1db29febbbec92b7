import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RouteLink, routePage, useHostApi } from 'shared-contracts/react';
import { EmptyState, PageHeader } from 'shared-ui';
import { usePaymentLinks } from '../../api/get-payment-links';
import { useGates } from '../../rules/use-gates';
import { ShareLink } from '../shared/ShareLink';
import '../shared/getting-paid.css';

/** /qr-codes: the QR code of each active link, to print or download (spec 01 §2, /qr-code-download). */
const QrCodes = observer(function QrCodes() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const links = usePaymentLinks(hostApi, { status: 'ACTIVE' });
  const active = (links.data?.pages.flatMap((page) => page.docs) ?? []).filter((link) => !link.is_legacy);
  return (
    <div className="mdp-gp-page">
      <PageHeader title={t('qr.title')} description={t('qr.description')} />
      {!gates.read ? null : links.isPending ? null : active.length === 0 ? (
        <EmptyState title={t('qr.empty')} headingLevel={2} action={<RouteLink route="payment-links.create">{t('links.new')}</RouteLink>} />
      ) : (
        active.map((link) => (
          <section className="mdp-gp-section" key={link.id} aria-label={link.title}>
            <h2>{link.title}</h2>
            <ShareLink url={link.short_url} name={link.title} />
          </section>
        ))
      )}
    </div>
  );
});
export const QrCodesPage = routePage(QrCodes);
