import { useTranslation } from 'react-i18next';
import { ON_DEMAND_LINK_PARAM } from 'shared-contracts/areas/getting-paid/on-demand';
import { RouteLink, useHostApi } from 'shared-contracts/react';
import { Banner } from 'shared-ui';
import { useOnDemandLinks } from '../../api/on-demand-links';

/** The address's on-demand link (spec 02 §2's /invoices?on_demand_link=; decision 0079), if it names one. */
export const onDemandLinkOf = (params: URLSearchParams): string | undefined => params.get(ON_DEMAND_LINK_PARAM) ?? undefined;

/** The filter bar's new address, keeping the on-demand link: it is not one of the bar's filters. */
export function keepingLink(params: URLSearchParams, link: string | undefined): URLSearchParams {
  if (link) params.set(ON_DEMAND_LINK_PARAM, link);
  return params;
}

/** Says the list shows one on-demand link's invoices (by its name once read), with the way back to them all; nothing without one. */
export function FromLinkNotice({ link }: { link: string | undefined }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('getting-paid');
  const links = useOnDemandLinks(hostApi, link !== undefined);
  if (link === undefined) return null;
  const name = links.data?.docs.find((each) => each.id === link)?.title ?? link;
  return (
    <Banner title={t('invoices.fromLink', { name })} action={<RouteLink route="invoices">{t('invoices.allInvoices')}</RouteLink>}>
      {t('invoices.fromLinkDescription')}
    </Banner>
  );
}
