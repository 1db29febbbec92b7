import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RouteLink, routePage, useHostApi } from 'shared-contracts/react';
import { Button, Card, EmptyState, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { usePaymentLinks } from '../../api/get-payment-links';
import { useGates } from '../../rules/use-gates';
import { Forbidden } from '../shared/Forbidden';
import { ShareLink } from '../shared/ShareLink';
import '../shared/getting-paid.css';

/**
 * /qr-codes: the QR code of each active link, to print or download (spec 01 §2, /qr-code-download).
 * Legacy links have none (spec 02 §9). Loading, a failed load (Retry), none yet, and more pages are said.
 */
const QrCodes = observer(function QrCodes() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const links = usePaymentLinks(hostApi, { status: 'ACTIVE' }, gates.read);
  const active = (links.data?.pages.flatMap((page) => page.docs) ?? []).filter((link) => !link.is_legacy);
  const body = () => {
    if (!gates.read) return <Forbidden reason="permission" />;
    if (links.isPending) return <Skeleton label={t('qr.loading')} lines={6} />;
    if (links.isError && !links.data) return <ErrorState title={t('qr.failed')} headingLevel={2} onRetry={() => void links.refetch()} />;
    if (active.length === 0 && !links.hasNextPage) {
      return <EmptyState title={t('qr.empty')} headingLevel={2} action={gates.createLink ? <RouteLink route="payment-links.create">{t('links.new')}</RouteLink> : undefined} />;
    }
    return (
      <>
        <div className="mdp-gp-qr-grid">
          {active.map((link) => (
            <Card className="mdp-gp-section" key={link.id} aria-label={link.title}>
              <h2>{link.title}</h2>
              <ShareLink url={link.short_url} name={link.title} />
            </Card>
          ))}
        </div>
        {links.hasNextPage ? (
          <Button variant="secondary" busy={links.isFetchingNextPage} onClick={() => void links.fetchNextPage()}>
            {t('qr.more')}
          </Button>
        ) : null}
      </>
    );
  };
  return (
    <div className="mdp-gp-page">
      <PageHeader title={t('qr.title')} description={t('qr.description')} />
      {body()}
    </div>
  );
});
export const QrCodesPage = routePage(QrCodes);
