import type { CountryOfOperation } from 'shared-contracts';
import type { CheckoutPaymentMethod } from 'shared-contracts/areas/getting-paid/checkout';

/**
 * The words of the public pages the gateway serves to a merchant's customers and recipients (the
 * hosted payment page of an invoice or payment link, the claim page of a payout link), in English
 * and Indonesian (docs/decisions/0069-getting-paid.md, 0071-sending-money.md).
 */
export type PageLanguage = 'en' | 'id';

const LANGUAGES: readonly PageLanguage[] = ['en', 'id'];

/** The `lang` query parameter the pages take (the language links, the forms and their redirects keep it). */
export const LANG_QUERY = { type: 'string', enum: ['en', 'id'] } as const;

/**
 * The page's language: the one the address names (`?lang=`), else the first of the browser's
 * languages (Accept-Language, by weight) the page has, else the business's: Indonesian for a business
 * in Indonesia, English elsewhere. A customer's browser knows better than the merchant's country.
 */
export function pageLanguage(lang: PageLanguage | undefined, acceptLanguage: string | undefined, country: CountryOfOperation | undefined): PageLanguage {
  if (lang) return lang;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: tag.split('-')[0]!.toLowerCase(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ primary, weight }) => weight > 0 && (LANGUAGES as readonly string[]).includes(primary))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)[0];
  if (preferred) return preferred.primary as PageLanguage;
  return country === 'Indonesia' ? 'id' : 'en';
}

/** What a page's language is chosen from: the address's `lang`, then the browser's languages. */
export interface LanguageRequest {
  query: { lang?: PageLanguage };
  headers: { 'accept-language'?: string };
}

/** The `lang` a redirect keeps, when the address named one. */
export const languageParam = (lang: PageLanguage | undefined) => (lang ? `&lang=${lang}` : '');

export interface HostedPageTexts {
  languageNames: Record<PageLanguage, string>;
  languages: string;
  payment: {
    status: Readonly<Record<string, string>>;
    paid: string;
    refused: (kind: 'invoice' | 'payment_link', status: string) => string;
    items: string;
    item: string;
    quantity: string;
    amount: string;
    total: string;
    receiptEmail: string;
    pay: (amount: string) => string;
    sandboxNote: string;
    /** A recurring plan's cycle (decision 0089): the consent to keep the card for the plan's next invoices. */
    saveCard: string;
    saveCardNote: string;
    title: (business: string, title: string) => string;
    /** The payment methods the merchant offers (decision 0079), and their names. */
    methods: string;
    method: Readonly<Record<CheckoutPaymentMethod, string>>;
  };
  /** An on-demand link's page (decision 0079): the customer asks for an invoice of their own. */
  onDemand: {
    amount: (min: string, max: string) => string;
    name: string;
    continue: string;
    closed: string;
    outOfRange: (min: string, max: string) => string;
    note: string;
  };
  claim: {
    status: Readonly<Record<string, string>>;
    claimed: string;
    channel: string;
    account: string;
    holder: string;
    claim: (amount: string) => string;
    sandboxNote: string;
    sends: (business: string, amount: string) => string;
    problems: { notClaimable: (status: string) => string; noLongerClaimable: string; account: string; name: string };
  };
}

const LANGUAGE_NAMES: Record<PageLanguage, string> = { en: 'English', id: 'Bahasa Indonesia' };

export const HOSTED_PAGE_TEXTS: Record<PageLanguage, HostedPageTexts> = {
  en: {
    languageNames: LANGUAGE_NAMES,
    languages: 'Language',
    payment: {
      status: { PENDING: 'Awaiting payment', PAID: 'Paid', EXPIRED: 'Expired', VOIDED: 'Voided', ACTIVE: 'Open for payment', INACTIVE: 'Closed' },
      paid: 'Payment received. Thank you!',
      refused: (kind, status) => `This ${kind === 'invoice' ? 'invoice' : 'link'} no longer takes payments (${status}).`,
      items: 'Items',
      item: 'Item',
      quantity: 'Qty',
      amount: 'Amount',
      total: 'Total',
      receiptEmail: 'Email for the receipt',
      pay: (amount) => `Pay ${amount} with the sandbox card`,
      sandboxNote: 'Sandbox: no money moves. The test card VISA •••• 1091 is charged.',
      saveCard: 'Save this card to pay the next invoices of this plan',
      saveCardNote: 'The next invoices of this plan will be charged to this card when they are issued. The merchant can remove the card, and you are emailed any invoice that could not be charged.',
      title: (business, title) => `Pay ${business}: ${title}`,
      methods: 'Ways to pay',
      method: { CARDS: 'Cards', BANK_TRANSFER: 'Bank transfer', EWALLET: 'E-wallets', QR_CODE: 'QR code', RETAIL_OUTLET: 'Retail outlets' },
    },
    onDemand: {
      amount: (min, max) => `Amount to pay (${min} to ${max})`,
      name: 'Your name (optional)',
      continue: 'Continue to payment',
      closed: 'This link no longer takes payments.',
      outOfRange: (min, max) => `Enter an amount from ${min} to ${max}.`,
      note: 'You get an invoice of your own to pay on the next page.',
    },
    claim: {
      status: { ACTIVE: 'Ready to claim', CLAIMED: 'Claimed', VOIDED: 'Cancelled by the sender', EXPIRED: 'Expired' },
      claimed: 'Claimed. The money is on its way to your account.',
      channel: 'Bank or e-wallet',
      account: 'Account number (for an e-wallet, its mobile number)',
      holder: 'Account holder name',
      claim: (amount) => `Claim ${amount}`,
      sandboxNote: 'Sandbox: no money moves. The name must be the one the bank holds.',
      sends: (business, amount) => `${business} sends you ${amount}`,
      problems: {
        notClaimable: (status) => `This payout can no longer be claimed (${status}).`,
        noLongerClaimable: 'This payout can no longer be claimed.',
        account: 'The bank cannot pay this account. Check the bank and the account number.',
        name: 'The name is not the one the bank holds for this account.',
      },
    },
  },
  id: {
    languageNames: LANGUAGE_NAMES,
    languages: 'Bahasa',
    payment: {
      status: {
        PENDING: 'Menunggu pembayaran', PAID: 'Lunas', EXPIRED: 'Kedaluwarsa', VOIDED: 'Dibatalkan', ACTIVE: 'Terbuka untuk pembayaran', INACTIVE: 'Ditutup',
      },
      paid: 'Pembayaran diterima. Terima kasih!',
      refused: (kind, status) => `${kind === 'invoice' ? 'Tagihan' : 'Tautan'} ini tidak lagi menerima pembayaran (${status}).`,
      items: 'Barang',
      item: 'Barang',
      quantity: 'Jml',
      amount: 'Jumlah',
      total: 'Total bayar',
      receiptEmail: 'Email untuk tanda terima',
      pay: (amount) => `Bayar ${amount} dengan kartu sandbox`,
      sandboxNote: 'Sandbox: tidak ada uang yang berpindah. Kartu uji VISA •••• 1091 yang ditagih.',
      saveCard: 'Simpan kartu ini untuk membayar tagihan berikutnya dari rencana ini',
      saveCardNote: 'Tagihan berikutnya dari rencana ini akan langsung ditagihkan ke kartu ini saat diterbitkan. Penjual dapat menghapus kartu ini, dan tagihan yang gagal ditagih akan dikirim ke email Anda.',
      title: (business, title) => `Bayar ${business}: ${title}`,
      methods: 'Cara membayar',
      method: { CARDS: 'Kartu', BANK_TRANSFER: 'Transfer bank', EWALLET: 'E-wallet', QR_CODE: 'Kode QR', RETAIL_OUTLET: 'Gerai ritel' },
    },
    onDemand: {
      amount: (min, max) => `Jumlah yang dibayar (${min} sampai ${max})`,
      name: 'Nama Anda (opsional)',
      continue: 'Lanjut ke pembayaran',
      closed: 'Tautan ini tidak lagi menerima pembayaran.',
      outOfRange: (min, max) => `Masukkan jumlah dari ${min} sampai ${max}.`,
      note: 'Anda mendapat tagihan sendiri untuk dibayar di halaman berikutnya.',
    },
    claim: {
      status: { ACTIVE: 'Siap diklaim', CLAIMED: 'Sudah diklaim', VOIDED: 'Dibatalkan oleh pengirim', EXPIRED: 'Kedaluwarsa' },
      claimed: 'Sudah diklaim. Uangnya sedang dikirim ke rekening Anda.',
      channel: 'Bank atau e-wallet',
      account: 'Nomor rekening (untuk e-wallet, nomor ponselnya)',
      holder: 'Nama pemilik rekening',
      claim: (amount) => `Klaim ${amount}`,
      sandboxNote: 'Sandbox: tidak ada uang yang berpindah. Namanya harus sama dengan yang tercatat di bank.',
      sends: (business, amount) => `${business} mengirimi Anda ${amount}`,
      problems: {
        notClaimable: (status) => `Pembayaran ini tidak bisa diklaim lagi (${status}).`,
        noLongerClaimable: 'Pembayaran ini tidak bisa diklaim lagi.',
        account: 'Bank tidak dapat membayar ke rekening ini. Periksa bank dan nomor rekeningnya.',
        name: 'Nama ini tidak sama dengan nama yang tercatat di bank untuk rekening ini.',
      },
    },
  },
};

/** The page's language links on its own address, the current language marked. */
export function languageLinks(path: string, current: PageLanguage): string {
  const texts = HOSTED_PAGE_TEXTS[current];
  const links = LANGUAGES.map(
    (language) => `<a href="${path}?lang=${language}" lang="${language}"${language === current ? ' aria-current="true"' : ''}>${texts.languageNames[language]}</a>`,
  ).join(' ');
  return `<nav class="languages note" aria-label="${texts.languages}">${links}</nav>`;
}
