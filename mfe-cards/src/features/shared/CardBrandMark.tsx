import { useTranslation } from 'react-i18next';
import { hasBrandLogo, type BrandWithLogo, type CardBrand } from 'shared-contracts/areas/cards/cards';
import './card-brand.css';

/** Drawn here (two small marks), so no image is fetched from another origin under the strict CSP. */
function Logo({ brand }: { brand: BrandWithLogo }) {
  if (brand === 'MASTERCARD') {
    return (
      <svg viewBox="0 0 40 24" width={40} height={24} aria-hidden="true" focusable="false">
        <circle cx={15} cy={12} r={9} fill="#eb001b" />
        <circle cx={25} cy={12} r={9} fill="#f79e1b" fillOpacity={0.9} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 40 24" width={40} height={24} aria-hidden="true" focusable="false">
      <rect width={40} height={24} rx={3} fill="#1a1f71" />
      <text x={20} y={16.5} textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight={700} fontStyle="italic" fontSize={11} fill="#ffffff">
        VISA
      </text>
    </svg>
  );
}

/** A card's brand: its logo for VISA and MASTERCARD (spec 02 §3), its name for every other brand. */
export function CardBrandMark({ brand }: { brand: CardBrand }) {
  const { t } = useTranslation('cards');
  if (hasBrandLogo(brand)) {
    return (
      <span className="mdp-cards-brand" role="img" aria-label={t('payment.card.logo', { brand })}>
        <Logo brand={brand} />
      </span>
    );
  }
  return <span className="mdp-cards-brand mdp-cards-brand-name">{brand}</span>;
}
