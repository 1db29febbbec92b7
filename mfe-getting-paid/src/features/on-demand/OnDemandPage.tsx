import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { ON_DEMAND_LINK_PARAM, type OnDemandLink } from 'shared-contracts/areas/getting-paid/on-demand';
import { RouteLink, routePage, useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { useDeactivateOnDemandLink, useOnDemandLinks } from '../../api/on-demand-links';
import { useGates } from '../../rules/use-gates';
import { ConfirmedAction } from '../shared/ConfirmedAction';
import { Forbidden } from '../shared/Forbidden';
import { ShareLink } from '../shared/ShareLink';
import { Status } from '../shared/Status';
import { useDisplay, type Display } from '../shared/use-display';
import { NewOnDemandForm } from './NewOnDemandForm';
import '../shared/getting-paid.css';

/** What a link asks: its fixed amount, or the customer's between its bounds. */
export function amountOf(link: OnDemandLink, display: Display, t: (key: string, values?: Record<string, string>) => string): string {
  return link.amount_type === 'FIXED'
    ? display.money(link.amount ?? 0, link.currency)
    : t('onDemand.range', { min: display.money(link.min_amount ?? 0, link.currency), max: display.money(link.max_amount ?? 0, link.currency) });
}

const LinkSection = observer(function LinkSection({ link }: { link: OnDemandLink }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const deactivate = useDeactivateOnDemandLink(hostApi);
  return (
    <section className="mdp-gp-section mdp-gp-preview" aria-labelledby={`gp-odl-${link.id}`}>
      {/* Focusable: after a deactivation the button is gone, and the focus comes here (ConfirmedAction). */}
      <h2 id={`gp-odl-${link.id}`} tabIndex={-1}>
        {link.title}
      </h2>
      <p>
        <Status status={link.status} /> {amountOf(link, display, t)}
      </p>
      {link.description ? <p className="mdp-gp-muted">{link.description}</p> : null}
      {link.status === 'ACTIVE' ? <ShareLink url={link.on_demand_url} name={link.title} withQr={false} /> : <p className="mdp-gp-muted">{t('onDemand.inactive', { date: display.time(link.deactivated_at ?? link.created) })}</p>}
      <p>
        <RouteLink route="invoices" query={{ [ON_DEMAND_LINK_PARAM]: link.id }}>
          {t('onDemand.invoices', { count: link.invoices, paid: String(link.paid_invoices) })}
        </RouteLink>
      </p>
      {gates.change && link.status === 'ACTIVE' ? (
        <div className="mdp-gp-actions">
          <ConfirmedAction
            label={t('onDemand.deactivate')}
            title={t('onDemand.deactivateTitle')}
            message={t('onDemand.deactivateMessage', { name: link.title })}
            busy={deactivate.isPending}
            run={(settled) =>
              deactivate.mutate(link.id, {
                onSuccess: () => hostApi.toasts.show(t('onDemand.deactivated'), 'success'),
                onError: (error) => hostApi.toasts.show(isGatewayError(error) ? error.message : t('detail.actionFailed'), 'error'),
                onSettled: (_, error) => settled(!error),
              })
            }
          />
        </div>
      ) : null}
    </section>
  );
});

/**
 * /on-demand (spec 01 §2; decision 0079): the business's permanent links, each making every customer
 * who opens it an invoice of their own; make one, copy it, deactivate it; its invoices are the
 * invoices list filtered by it. Not in the Philippines; made in invoice mode only.
 */
const OnDemand = observer(function OnDemand() {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const gates = useGates(hostApi);
  const display = useDisplay(hostApi);
  const links = useOnDemandLinks(hostApi, gates.read && gates.onDemand);
  const header = <PageHeader title={t('onDemand.title')} description={t('onDemand.description')} />;
  const body = () => {
    if (!gates.read) return <Forbidden reason="permission" />;
    if (!gates.onDemand) return <Forbidden reason="mode" />;
    if (links.isPending) return <Skeleton label={t('onDemand.loading')} lines={6} />;
    if (links.isError) return <ErrorState title={t('onDemand.loadFailed')} headingLevel={2} onRetry={() => void links.refetch()} />;
    const docs = links.data.docs;
    return (
      <div className="mdp-gp-split">
        <div className="mdp-gp-section">
          {docs.length === 0 ? <EmptyState title={t('onDemand.empty')} description={t('onDemand.emptyDescription')} headingLevel={2} /> : docs.map((link) => <LinkSection key={link.id} link={link} />)}
        </div>
        {gates.createOnDemand ? <NewOnDemandForm currency={display.currency} /> : null}
      </div>
    );
  };
  return (
    <div className="mdp-gp-page">
      {header}
      {body()}
    </div>
  );
});

export const OnDemandPage = routePage(OnDemand);
