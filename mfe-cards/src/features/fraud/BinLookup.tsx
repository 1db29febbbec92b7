import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from 'shared-contracts';
import { useHostApi } from 'shared-contracts/react';
import { useBinData } from '../../api/fraud-lists';
import { CountryFlag } from './CountryFlag';

/** What the BIN lookup knows of the BIN being typed (spec 02 §7 /api/lookup/bin_data/{bin}), announced politely. */
export function BinLookup({ bin }: { bin: string }) {
  const hostApi = useHostApi();
  const { t } = useTranslation('cards');
  const complete = /^\d{6,8}$/.test(bin);
  const lookup = useBinData(hostApi, bin);
  let text: ReactNode = null;
  if (complete && lookup.isFetching && !lookup.data) text = t('fraud.bin.looking');
  else if (complete && lookup.isError) text = isGatewayError(lookup.error, 'NOT_FOUND_ERROR') ? t('fraud.bin.unknown') : t('fraud.bin.failed');
  else if (complete && lookup.data) {
    const data = lookup.data;
    text = (
      <>
        <CountryFlag code={data.country_code} /> {t('fraud.bin.found', { brand: data.brand, issuer: data.issuer, country: data.country_code, type: t(`fraud.bin.types.${data.type}`) })}
      </>
    );
  }
  return (
    <p className="mdp-cards-bin-lookup" aria-live="polite">
      {text}
    </p>
  );
}
