import type { Currency } from 'shared-contracts/rules';
import type { OnDemandLinkRow } from '../store/on-demand-links';
import { escapeHtml, type PageView } from './hosted-page-html';
import { HOSTED_PAGE_TEXTS, languageLinks, type PageLanguage } from './hosted-page-texts';

export interface OnDemandView {
  link: OnDemandLinkRow;
  businessName: string;
  language: PageLanguage;
  checkout: PageView['checkout'];
  money: (minor: number, currency: Currency) => string;
  /** The form was refused: the amount was out of range (400), or the link closed meanwhile (409). */
  problem?: 'outOfRange' | 'closed';
  /** What the customer typed, shown again after a refusal. */
  typed?: { amount?: string; customer_name?: string; payer_email?: string };
}

/**
 * An on-demand link's public page (decision 0079): what it is for and, while ACTIVE, a form (plain
 * HTML, no script) whose answer is an invoice of the customer's own, on the hosted page every invoice
 * has (303 to it). The merchant's look (the same page.css, logo and payment methods) applies.
 */
export function onDemandPageHtml(view: OnDemandView, reference: string): string {
  const { link, language, checkout } = view;
  const words = HOSTED_PAGE_TEXTS[language];
  const path = `/api/pay/${encodeURIComponent(reference)}`;
  const fixed = link.amount_type === 'FIXED';
  const [min, max] = [view.money(link.min_amount ?? 0, link.currency), view.money(link.max_amount ?? 0, link.currency)];
  const open = link.status === 'ACTIVE' && view.problem !== 'closed';
  const problem = view.problem === 'outOfRange' ? words.onDemand.outOfRange(min, max) : !open ? words.onDemand.closed : '';
  const typed = (field: keyof NonNullable<OnDemandView['typed']>) => escapeHtml(view.typed?.[field] ?? '');
  const amountField = fixed
    ? ''
    : `<label for="amount">${escapeHtml(words.onDemand.amount(min, max))}</label><input id="amount" name="amount" inputmode="decimal" required autocomplete="off" value="${typed('amount')}"${view.problem === 'outOfRange' ? ' aria-invalid="true" aria-describedby="problem"' : ''}>`;
  const form = open
    ? `<form method="post" action="${path}/invoice?lang=${language}">${amountField}
<label for="customer_name">${words.onDemand.name}</label><input id="customer_name" name="customer_name" autocomplete="name" maxlength="255" value="${typed('customer_name')}">
<label for="payer_email">${words.payment.receiptEmail}</label><input id="payer_email" name="payer_email" type="email" autocomplete="email" value="${typed('payer_email')}">
<button type="submit">${words.onDemand.continue}</button><p class="note">${words.onDemand.note}</p></form>`
    : '';
  const logo = checkout.logoUrl ? `<img src="${escapeHtml(checkout.logoUrl)}" alt="">` : '';
  const methods = checkout.payment_methods.map((method) => `<li>${words.payment.method[method]}</li>`).join('');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(words.payment.title(view.businessName, link.title))}</title><link rel="stylesheet" href="${path}/page.css?v=${checkout.version}"></head>
<body><main><header class="brand">${logo}<span>${escapeHtml(view.businessName)}</span></header>${languageLinks(path, language)}<h1>${escapeHtml(link.title)}</h1>
${link.description ? `<p>${escapeHtml(link.description)}</p>` : ''}${problem ? `<p class="status" role="alert" id="problem">${escapeHtml(problem)}</p>` : ''}
${fixed ? `<p class="total">${words.payment.total} ${escapeHtml(view.money(link.amount!, link.currency))}</p>` : ''}${form}
<p class="note" id="methods">${words.payment.methods}</p><ul class="methods" aria-labelledby="methods">${methods}</ul></main></body></html>`;
}
