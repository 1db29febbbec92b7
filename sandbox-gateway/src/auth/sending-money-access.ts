import { sendingMoneyGates, type SendingMoneyGates } from 'shared-contracts/areas/sending-money/sending-money-rules';
import { isFeatureAreaAllowed } from 'shared-contracts/rules';
import type { Caller } from './caller';

/**
 * The permission table's entries for sending money (issue 45, docs/decisions/0070), spread into
 * ENDPOINT_ACCESS through area-access.ts, with the gates the remote draws its pages with
 * (`sendingMoneyGates`, spec 01 §6): readers (can_view, can_edit, operation) read; sending needs
 * can_edit or operation. The business's brand and country must have disbursements (spec 02 §2: not
 * the Philippines' list, not the regional remittance variant).
 */
const gate = (description: string, allows: (gates: SendingMoneyGates) => boolean) =>
  ({
    requires: 'signed-in',
    rule: {
      description,
      allows: (caller: Caller) =>
        isFeatureAreaAllowed('disbursements', caller.business.brand_name, caller.business.country_of_operation) && allows(sendingMoneyGates(caller.membership)),
    },
  }) as const;

const READERS = gate('can_view, can_edit or operation, where the business has disbursements', (gates) => gates.read);
const SENDERS = gate('can_edit or operation, where the business has disbursements', (gates) => gates.send);

export const SENDING_MONEY_ACCESS = {
  'GET /api/disbursement_channels': READERS,
  'POST /api/disbursements/account-name-checks': SENDERS,
  'GET /api/disbursements': READERS,
  'POST /api/disbursements': SENDERS,
  'GET /api/disbursements/:id': READERS,
} as const;
