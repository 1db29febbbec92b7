import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLBACK_PRODUCTS, type CallbackProduct, type CallbackRow } from 'shared-contracts/areas/settings/developers';
import { useHostApi } from 'shared-contracts/react';
import { EmptyState, ErrorState, Skeleton } from 'shared-ui';
import { Select } from 'shared-ui/pickers';
import { useCallbacks } from '../../api/get-callbacks';
import { useSectionScroll } from '../settings/components/use-section-scroll';
import { CallbackRowCard } from './CallbackRowCard';

const ALL = 'ALL';

/**
 * #callbacks: the callback rows of the current environment with the product filter (spec 02 §3),
 * each with its URL, history and, for tech settings, setting the URL and a test event. Also the
 * whole of /callbacks, for who sees callbacks without the developers page (spec 01 §6).
 */
export const CallbacksSection = observer(function CallbacksSection({ withHeading = true }: { withHeading?: boolean }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('settings');
  const [product, setProduct] = useState<CallbackProduct | ''>('');
  const rows = useCallbacks(hostApi, product);
  useSectionScroll(rows.isSuccess);

  let list: ReactNode;
  if (rows.isPending) list = <Skeleton label={t('developers.callbacks.loading')} lines={4} />;
  else if (rows.isError) list = <ErrorState title={t('developers.callbacks.failed')} onRetry={() => void rows.refetch()} retryLabel={t('retry')} headingLevel={3} />;
  else if (rows.data.data.length === 0) list = <EmptyState title={t('developers.callbacks.empty')} headingLevel={3} />;
  else {
    list = (
      <ul className="mdp-settings-list" aria-label={t('developers.callbacks.list')}>
        {rows.data.data.map((row: CallbackRow) => (
          <li key={row.id}>
            <CallbackRowCard row={row} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      className="mdp-settings-section"
      id="callbacks"
      {...(withHeading ? { 'aria-labelledby': 'callbacks-title' } : { 'aria-label': t('developers.callbacks.title') })}
    >
      {/* On /callbacks the page's h1 names it; on the developers page its own h2 does. */}
      {withHeading ? (
        <div className="mdp-settings-section-head">
          <h2 id="callbacks-title">{t('developers.callbacks.title')}</h2>
        </div>
      ) : null}
      <div className="mdp-callback-filter">
        <Select
          label={t('developers.callbacks.product')}
          value={product || ALL}
          onChange={(value) => setProduct(value === ALL ? '' : (value as CallbackProduct))}
          options={[{ value: ALL, label: t('developers.callbacks.allProducts') }, ...CALLBACK_PRODUCTS.map((key) => ({ value: key, label: key }))]}
        />
      </div>
      {list}
    </section>
  );
});
