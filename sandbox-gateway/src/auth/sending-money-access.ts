import { sendingMoneyGates, type SendingMoneyGates } from 'shared-contracts/areas/sending-money/sending-money-rules';
import { isFeatureAreaAllowed } from 'shared-contracts/rules';
import type { Caller } from './caller';

/**
 * The permission table's entries for sending money (issue 45, docs/decisions/0071), spread into
 * ENDPOINT_ACCESS through area-access.ts, with the gates the remote draws its pages with
 * (`sendingMoneyGates`, spec 01 §6): readers (can_view, can_edit, operation) read; sending needs
 * can_edit or operation. The business's brand and country must have disbursements (spec 02 §2: not
 * the Philippines' list, not the regional remittance variant).
 */
type Area = 'disbursements' | 'batch_disbursements' | 'batch-remittances' | 'payouts' | 'remittance-payouts';
const gate = (areas: readonly Area[], description: string, allows: (gates: SendingMoneyGates) => boolean) =>
  ({
    requires: 'signed-in',
    rule: {
      description,
      allows: (caller: Caller) =>
        areas.some((area) => isFeatureAreaAllowed(area, caller.business.brand_name, caller.business.country_of_operation)) &&
        allows(sendingMoneyGates(caller.membership)),
    },
  }) as const;

const READERS = gate(['disbursements'], 'can_view, can_edit or operation, where the business has disbursements', (gates) => gates.read);
const SENDERS = gate(['disbursements'], 'can_edit or operation, where the business has disbursements', (gates) => gates.send);
// Batches (the Philippines has them; the second brand's are its batch remittances, spec 02 §2): the maker uploads, a checker who is not the maker decides (checked with the batch).
const BATCH_READERS = gate(['batch_disbursements', 'batch-remittances'], 'can_view, can_edit, operation or can_approve, where the business has batch disbursements', (gates) => gates.readBatches);
const BATCH_MAKERS = gate(['batch_disbursements', 'batch-remittances'], 'can_edit or operation, where the business has batch disbursements', (gates) => gates.makeBatch);
const PAYOUT_READERS = gate(['payouts', 'remittance-payouts'], 'can_view, can_edit or operation, where the business has payouts', (gates) => gates.read);
const PAYOUT_MAKERS = gate(['payouts', 'remittance-payouts'], 'can_edit or operation, where the business has payouts', (gates) => gates.send);
// The channels serve the send form and the batch check alike: readers of either area.
const CHANNEL_READERS = {
  requires: 'signed-in',
  rule: { description: 'readers of disbursements or of batch disbursements', allows: (caller: Caller) => READERS.rule.allows(caller) || BATCH_READERS.rule.allows(caller) },
} as const;
const BATCH_CHECKERS = gate(['batch_disbursements', 'batch-remittances'], 'can_approve, where the business has batch disbursements', (gates) => gates.approveBatch);

export const SENDING_MONEY_ACCESS = {
  'GET /api/disbursement_channels': CHANNEL_READERS,
  'POST /api/disbursements/account-name-checks': SENDERS,
  'GET /api/disbursements': READERS,
  'POST /api/disbursements/exports': READERS,
  'POST /api/disbursements': SENDERS,
  'GET /api/disbursements/:id': READERS,
  'GET /api/batch-disbursements': BATCH_READERS,
  'POST /api/batch-disbursements': BATCH_MAKERS,
  'GET /api/batch-disbursements/:id': BATCH_READERS,
  'POST /api/batch-disbursements/:id/approve': BATCH_CHECKERS,
  'POST /api/batch-disbursements/:id/reject': BATCH_CHECKERS,
  'GET /api/payouts': PAYOUT_READERS,
  'POST /api/payouts': PAYOUT_MAKERS,
  'GET /api/payouts/:id': PAYOUT_READERS,
  'POST /api/payouts/:id/void': PAYOUT_MAKERS,
  // The recipient's page of a payout link: they have no account here; its code is its key.
  'GET /api/payouts/claim/:code': { requires: 'public' },
  'GET /api/payouts/claim/:code/page.css': { requires: 'public' },
  'POST /api/payouts/claim/:code': { requires: 'public' },
  // The control API (test mode only): the bank returns a completed disbursement.
  'POST /__sandbox/disbursements/:id/return': { requires: 'test-mode' },
  'POST /__sandbox/users/pin': { requires: 'test-mode' },
} as const;
