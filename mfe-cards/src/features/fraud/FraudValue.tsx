import { useTranslation } from 'react-i18next';
import type { FraudListEntry } from 'shared-contracts/areas/cards/card-fraud';
import { CountryFlag } from './CountryFlag';

/** An entry's value as shown in the lists: a country with its flag and name, a BIN or card with what the lookup knew. */
export function FraudValue({ entry, nameOf }: { entry: FraudListEntry; nameOf: (code: string) => string }) {
  const { t } = useTranslation('cards');
  if (entry.list === 'country-list') {
    return (
      <span className="mdp-cards-country">
        <CountryFlag code={entry.value} /> {nameOf(entry.value)} <span className="mdp-cards-code">{entry.value}</span>
      </span>
    );
  }
  return (
    <span className="mdp-cards-fraud-value">
      <span className="mdp-cards-number">{entry.value}</span>
      {entry.bin_data ? <span className="mdp-cards-code">{t('fraud.bin.short', { brand: entry.bin_data.brand, issuer: entry.bin_data.issuer })}</span> : null}
    </span>
  );
}
