import { PRODUCT_COUNTRY, TRACKED_PRODUCTS, type ProductCard, type TrackedProduct } from 'shared-contracts/areas/settings/payment-methods';
import type { SandboxDatabase } from '../db/connection';

interface SubmissionRow {
  product: TrackedProduct;
  is_enabled: number;
  is_submitted: number;
  is_rejected: number;
  sub_status: string | null;
  estimated_activation_timestamp: string | null;
  submitted_at: string | null;
  activated_at: string | null;
  rejected_at: string | null;
  deactivated_at: string | null;
  cards_disabled: number;
}

/** The products of the business's country, each with its submission (none yet: disabled). */
export function productCards(db: SandboxDatabase, businessId: string, country: string, activationAllowed: boolean): ProductCard[] {
  const rows = db.prepare('SELECT * FROM product_submissions WHERE business_id = ?').all(businessId) as SubmissionRow[];
  return TRACKED_PRODUCTS.filter((product) => PRODUCT_COUNTRY[product] === country).map((product) => {
    const row = rows.find((r) => r.product === product);
    return {
      product,
      isEnabled: row?.is_enabled === 1,
      isSubmitted: row?.is_submitted === 1,
      isRejected: row?.is_rejected === 1,
      sub_status: row?.sub_status ?? null,
      estimated_activation_timestamp: row?.estimated_activation_timestamp ?? null,
      submitted_at: row?.submitted_at ?? null,
      activated_at: row?.activated_at ?? null,
      rejected_at: row?.rejected_at ?? null,
      deactivated_at: row?.deactivated_at ?? null,
      activation_allowed: activationAllowed,
      cards_disabled: row?.cards_disabled === 1,
    };
  });
}

/** Records a new submission (pending, NEW_SUBMISSION), replacing a disabled or temporarily declined one. */
export function submitProduct(db: SandboxDatabase, businessId: string, product: TrackedProduct, at: string): void {
  db.prepare(
    `INSERT INTO product_submissions (business_id, product, is_enabled, is_submitted, is_rejected, sub_status, submitted_at)
     VALUES (?, ?, 0, 1, 0, 'NEW_SUBMISSION', ?)
     ON CONFLICT (business_id, product) DO UPDATE SET is_enabled = 0, is_submitted = 1, is_rejected = 0,
       sub_status = 'NEW_SUBMISSION', submitted_at = excluded.submitted_at, rejected_at = NULL, deactivated_at = NULL,
       cards_disabled = 0, estimated_activation_timestamp = NULL`,
  ).run(businessId, product, at);
}
