import { toMajor } from 'shared-contracts/areas/balance/balance';
import type { DisbursementChannel } from 'shared-contracts/areas/sending-money/sending-money';
import { formatMoney } from 'shared-contracts/rules';
import type { PayoutRow } from '../store/payouts';
import { escapeHtml } from './hosted-page-html';
import { HOSTED_PAGE_TEXTS, languageLinks, type HostedPageTexts, type PageLanguage } from './hosted-page-texts';

export interface ClaimView {
  payout: PayoutRow;
  businessName: string;
  channels: readonly DisbursementChannel[];
  /** Just claimed (after the form's redirect), or why a claim was refused (in the page's language). */
  outcome?: 'claimed' | { problem: string };
  language: PageLanguage;
}

function statusLine(view: ClaimView, words: HostedPageTexts['claim']): string {
  if (view.outcome === 'claimed') return `<p class="status paid" role="status">${words.claimed}</p>`;
  if (view.outcome) return `<p class="status" role="alert">${escapeHtml(view.outcome.problem)}</p>`;
  const { status } = view.payout;
  return `<p class="status${status === 'CLAIMED' ? ' paid' : ''}">${escapeHtml(words.status[status] ?? status)}</p>`;
}

/**
 * The page a recipient opens from a payout link: who pays them what, and while it is ACTIVE, a form
 * naming the bank or e-wallet, the account and its holder (a plain form: no script), in the view's
 * language (hosted-page-texts.ts), which the language links, the form and its redirect keep.
 */
export function payoutClaimHtml(view: ClaimView, code: string): string {
  const { payout, language } = view;
  const words = HOSTED_PAGE_TEXTS[language].claim;
  const amount = escapeHtml(formatMoney(toMajor(payout.amount, payout.currency), payout.currency));
  const path = `/api/payouts/claim/${encodeURIComponent(code)}`;
  const options = view.channels.map((channel) => `<option value="${escapeHtml(channel.code)}">${escapeHtml(channel.name)}</option>`).join('');
  const form =
    payout.status === 'ACTIVE' && view.outcome !== 'claimed'
      ? `<form method="post" action="${path}?lang=${language}">
<label for="channel_code">${words.channel}</label><select id="channel_code" name="channel_code" required>${options}</select>
<label for="account_number">${words.account}</label><input id="account_number" name="account_number" inputmode="numeric" autocomplete="off" required>
<label for="account_holder_name">${words.holder}</label><input id="account_holder_name" name="account_holder_name" autocomplete="name" required>
<button type="submit">${words.claim(amount)}</button>
<p class="note">${words.sandboxNote}</p></form>`
      : '';
  const heading = words.sends(escapeHtml(view.businessName), amount);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${heading}</title><link rel="stylesheet" href="${path}/page.css"></head>
<body><main>${languageLinks(path, language)}<p class="note">${escapeHtml(view.businessName)}</p><h1>${heading}</h1>${statusLine(view, words)}
<p>${escapeHtml(payout.description)}</p>${form}</main></body></html>`;
}
