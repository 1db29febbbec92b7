import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShellServices } from '../platform/shell-context';
import './account.css';

/** More businesses than this get a search box. */
export const SEARCH_FROM = 6;

/** The businesses the user belongs to; choosing one switches, then home (spec 01 §4). */
export const BusinessSwitcher = observer(function BusinessSwitcher({ onSwitched }: { onSwitched?: () => void }) {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const headingId = useId();
  const businesses = session.businesses;
  if (businesses.length < 2) return null;
  const needle = query.trim().toLowerCase();
  const shown = needle ? businesses.filter((b) => b.name.toLowerCase().includes(needle)) : businesses;
  const choose = async (id: string) => {
    onSwitched?.();
    if (await session.switchBusiness(id)) void navigate('/home');
  };
  return (
    <section className="business-switcher" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-heading">
        {t('account.switchBusiness')}
      </h2>
      {businesses.length >= SEARCH_FROM ? (
        <input
          type="search"
          className="business-search"
          aria-label={t('account.searchBusinesses')}
          placeholder={t('account.searchBusinesses')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      ) : null}
      <ul className="account-list business-list">
        {shown.map((business) => {
          const current = business.id === session.business?.id;
          return (
            <li key={business.id}>
              <button
                type="button"
                className="account-action"
                aria-current={current ? 'true' : undefined}
                disabled={current || session.busy !== null}
                onClick={() => void choose(business.id)}
              >
                {business.name}
                {current ? <span className="account-action-note"> · {t('account.current')}</span> : null}
              </button>
            </li>
          );
        })}
        {shown.length === 0 ? <li className="account-note">{t('account.noBusinessFound')}</li> : null}
      </ul>
    </section>
  );
});
