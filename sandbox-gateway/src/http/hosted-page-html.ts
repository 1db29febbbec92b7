import { toMajor } from 'shared-contracts/areas/balance/balance';
import { readableTextOn, type CheckoutSettings } from 'shared-contracts/areas/getting-paid/checkout';
import type { InvoiceItem } from 'shared-contracts/areas/getting-paid/getting-paid';
import { formatMoney, type Currency } from 'shared-contracts/rules';
import type { PageSubject } from '../store/hosted-payments';
import { HOSTED_PAGE_TEXTS, languageLinks, type HostedPageTexts, type PageLanguage } from './hosted-page-texts';

/** Text into HTML: every character that could end a text or an attribute is escaped. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

export const money = (minor: number, currency: Currency): string => escapeHtml(formatMoney(toMajor(minor, currency), currency));

/**
 * The policy of every page the gateway serves (the hosted payment pages, the payout claim; set in
 * app.ts): no script at all, its stylesheet, logo and form on its own origin. The shell's server
 * gives its own page policy to its page only (decision 0084), so these pages say their own.
 */
export const HOSTED_DOCUMENT_POLICY = "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The hosted page's stylesheet, a file of its own: the page's policy (HOSTED_DOCUMENT_POLICY)
 * allows stylesheets from its own origin and no inline style.
 */
export const HOSTED_PAGE_CSS = `
:root{--brand:#0b5cad;--brand-text:#fff;--button:#0b5cad;--button-text:#fff}
body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1b2430;margin:0;padding:24px 12px}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 4px}p{margin:4px 0 12px}.total{font-size:1.5rem;font-weight:700}
table{width:100%;border-collapse:collapse;margin:12px 0}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e3e7ec}.n{text-align:right}
label{display:block;font-weight:600;margin:12px 0 4px}input:not([type=checkbox]){width:100%;box-sizing:border-box;padding:10px;border:1px solid #8a96a3;border-radius:6px;font-size:1rem}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:6px;background:var(--button);color:var(--button-text);font-size:1rem;font-weight:600;cursor:pointer}
.status{display:inline-block;padding:2px 8px;border-radius:10px;background:#e3e7ec;font-weight:600}.paid{background:#d7f5e0;color:#0a5a26}
.note{color:#4a5663;font-size:.875rem}.languages{text-align:right}.languages a{margin-left:8px;color:#0b5cad}.languages a[aria-current]{font-weight:700;color:#1b2430}
.brand{display:flex;align-items:center;gap:12px;margin:-24px -24px 16px;border-radius:12px 12px 0 0;padding:16px 24px;background:var(--brand);color:var(--brand-text);font-weight:600}
.brand img{max-height:40px;max-width:120px;object-fit:contain;background:#fff;border-radius:4px;padding:2px}
.consent{display:flex;gap:8px;align-items:flex-start;font-weight:600;margin-top:16px}.consent input{margin:3px 0 0;flex:none;width:18px;height:18px}
.methods{display:flex;flex-wrap:wrap;gap:6px;list-style:none;margin:4px 0 0;padding:0}.methods li{border:1px solid #8a96a3;border-radius:10px;padding:2px 8px;font-size:.875rem}`;

/**
 * The page's colours as the merchant saved them (decision 0079), after the base stylesheet: custom
 * properties only, from settings the gateway checked to be #RRGGBB (and the table's CHECKs hold),
 * so nothing but a colour reaches the CSS. The header's text is white or black, whichever reads.
 */
export const checkoutCss = (settings: CheckoutSettings): string =>
  `${HOSTED_PAGE_CSS}
:root{--brand:${settings.brand_color};--brand-text:${readableTextOn(settings.brand_color)};--button:${settings.button_color};--button-text:${settings.button_text_color}}`;

export interface PageView {
  subject: PageSubject;
  businessName: string;
  payable: boolean;
  /** The invoice of a live recurring plan's cycle: the form offers to keep the card for the plan (decision 0089). */
  offersSaveCard?: boolean;
  /** The page was just paid (after the form's redirect), or a payment was refused. */
  outcome?: 'paid' | 'refused';
  language: PageLanguage;
  /** The merchant's checkout settings (decision 0079) and the business profile's logo, when it is shown. */
  checkout: Pick<CheckoutSettings, 'payment_methods'> & { logoUrl: string | null; version: string };
}

function itemsTable(items: readonly InvoiceItem[], currency: Currency, words: HostedPageTexts['payment']): string {
  const rows = items
    .map((item) => `<tr><td>${escapeHtml(item.name)}</td><td class="n">${item.quantity}</td><td class="n">${money(item.price * item.quantity, currency)}</td></tr>`)
    .join('');
  return `<table><caption class="note">${words.items}</caption><thead><tr><th scope="col">${words.item}</th><th scope="col" class="n">${words.quantity}</th><th scope="col" class="n">${words.amount}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function statusLine(view: PageView, words: HostedPageTexts['payment']): string {
  const { subject } = view;
  const status = subject.row.status;
  if (view.outcome === 'paid') return `<p class="status paid" role="status">${words.paid}</p>`;
  if (view.outcome === 'refused') return `<p class="status" role="alert">${escapeHtml(words.refused(subject.kind, status))}</p>`;
  return `<p class="status${status === 'PAID' ? ' paid' : ''}">${escapeHtml(words.status[status] ?? status)}</p>`;
}

/** The consent to keep the card for the plan's next invoices: unchecked unless the customer checks it (decision 0089). */
const saveCardBox = (words: HostedPageTexts['payment']): string =>
  `<label class="consent" for="save_card"><input id="save_card" name="save_card" type="checkbox" value="1" aria-describedby="save_card_note"><span>${words.saveCard}</span></label>
<p class="note" id="save_card_note">${words.saveCardNote}</p>`;

/**
 * The page a customer opens from an invoice's or link's URL: what they pay and to whom, and, while
 * it takes payments, a form that pays with the sandbox's test card (a plain form: no script), in the
 * view's language (hosted-page-texts.ts), which the language links, the form and its redirect keep.
 */
export function hostedPageHtml(view: PageView, reference: string): string {
  const { subject, language } = view;
  const words = HOSTED_PAGE_TEXTS[language].payment;
  const title = subject.kind === 'invoice' ? subject.row.description : subject.row.title;
  const items =
    subject.kind === 'invoice' ? itemsTable(JSON.parse(subject.row.items) as InvoiceItem[], subject.row.currency, words) : `<p>${escapeHtml(subject.row.description)}</p>`;
  const email = subject.kind === 'invoice' ? (subject.row.payer_email ?? '') : '';
  const path = `/api/pay/${encodeURIComponent(reference)}`;
  const total = money(subject.row.amount, subject.row.currency);
  const form = view.payable
    ? `<form method="post" action="${path}?lang=${language}">
<label for="payer_email">${words.receiptEmail}</label><input id="payer_email" name="payer_email" type="email" autocomplete="email" value="${escapeHtml(email)}">
${view.offersSaveCard ? saveCardBox(words) : ''}<button type="submit">${words.pay(total)}</button>
<p class="note">${words.sandboxNote}</p></form>`
    : '';
  const { checkout } = view;
  const logo = checkout.logoUrl ? `<img src="${escapeHtml(checkout.logoUrl)}" alt="">` : '';
  const methods = checkout.payment_methods.map((method) => `<li>${words.method[method]}</li>`).join('');
  // The stylesheet's address names the settings' version: a saved colour shows at the next opening, not after a cache's time.
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(words.title(view.businessName, title))}</title><link rel="stylesheet" href="${path}/page.css?v=${checkout.version}"></head>
<body><main><header class="brand">${logo}<span>${escapeHtml(view.businessName)}</span></header>${languageLinks(path, language)}<h1>${escapeHtml(title)}</h1>${statusLine(view, words)}${items}
<p class="total">${words.total} ${total}</p>${form}<p class="note" id="methods">${words.methods}</p><ul class="methods" aria-labelledby="methods">${methods}</ul></main></body></html>`;
}
