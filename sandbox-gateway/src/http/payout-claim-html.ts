import { toMajor } from 'shared-contracts/areas/balance/balance';
import type { DisbursementChannel } from 'shared-contracts/areas/sending-money/sending-money';
import { formatMoney } from 'shared-contracts/rules';
import type { PayoutRow } from '../store/payouts';
import { escapeHtml } from './hosted-page-html';

/** The page's words for a status (in English, as the hosted payment page). */
const STATUS_WORDS: Readonly<Record<string, string>> = { ACTIVE: 'Ready to claim', CLAIMED: 'Claimed', VOIDED: 'Cancelled by the sender', EXPIRED: 'Expired' };

export interface ClaimView {
  payout: PayoutRow;
  businessName: string;
  channels: readonly DisbursementChannel[];
  /** Just claimed (after the form's redirect), or why a claim was refused. */
  outcome?: 'claimed' | { problem: string };
}

function statusLine(view: ClaimView): string {
  if (view.outcome === 'claimed') return '<p class="status paid" role="status">Claimed. The money is on its way to your account.</p>';
  if (view.outcome) return `<p class="status" role="alert">${escapeHtml(view.outcome.problem)}</p>`;
  const { status } = view.payout;
  return `<p class="status${status === 'CLAIMED' ? ' paid' : ''}">${escapeHtml(STATUS_WORDS[status] ?? status)}</p>`;
}

/**
 * The page a recipient opens from a payout link: who pays them what, and while it is ACTIVE, a form
 * naming the bank or e-wallet, the account and its holder (a plain form: no script).
 */
export function payoutClaimHtml(view: ClaimView, code: string): string {
  const { payout } = view;
  const amount = escapeHtml(formatMoney(toMajor(payout.amount, payout.currency), payout.currency));
  const path = `/api/payouts/claim/${encodeURIComponent(code)}`;
  const options = view.channels.map((channel) => `<option value="${escapeHtml(channel.code)}">${escapeHtml(channel.name)}</option>`).join('');
  const form =
    payout.status === 'ACTIVE' && view.outcome !== 'claimed'
      ? `<form method="post" action="${path}">
<label for="channel_code">Bank or e-wallet</label><select id="channel_code" name="channel_code" required>${options}</select>
<label for="account_number">Account number (for an e-wallet, its mobile number)</label><input id="account_number" name="account_number" inputmode="numeric" autocomplete="off" required>
<label for="account_holder_name">Account holder name</label><input id="account_holder_name" name="account_holder_name" autocomplete="name" required>
<button type="submit">Claim ${amount}</button>
<p class="note">Sandbox: no money moves. The name must be the one the bank holds.</p></form>`
      : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(view.businessName)} sends you ${amount}</title><link rel="stylesheet" href="${path}/page.css"></head>
<body><main><p class="note">${escapeHtml(view.businessName)}</p><h1>${escapeHtml(view.businessName)} sends you ${amount}</h1>${statusLine(view)}
<p>${escapeHtml(payout.description)}</p>${form}</main></body></html>`;
}
