import type { Environment } from 'shared-contracts';
import { invoiceExpiry } from 'shared-contracts/areas/getting-paid/getting-paid-rules';
import type { Currency } from 'shared-contracts/rules';
import type { SandboxDatabase } from '../db/connection';
import { expireDue, insertInvoice, invoiceSettingsOf, markSent, markViewed, voidInvoice } from '../store/invoices';
import { deactivateLink, insertPaymentLink } from '../store/payment-links';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface InvoiceExample {
  hoursAgo: number;
  description: string;
  items: { name: string; quantity: number; price: number }[];
  customer: [name: string, email: string];
  /** What happened after: viewed by the customer, or voided by the merchant (never paid: no money moves in the seed). */
  then?: 'viewed' | 'voided';
}

interface LinkExample {
  /** Days ago; a moment before 2022-01-24 makes a legacy link. */
  created: number | string;
  title: string;
  description: string;
  amount: number;
  type: 'SINGLE' | 'MULTIPLE';
  deactivated?: boolean;
}

interface Examples {
  businessId: string;
  environment: Environment;
  currency: Currency;
  invoices: InvoiceExample[];
  links: LinkExample[];
}

// A few of each, so a merchant's first look at Invoices and Payment links is not empty. Only what
// needs no payment: a paid one would write card payments and ledger entries the balance and its
// tests count. Toko Ku takes links (the payment_links flag) and reads its invoices when it switches.
const EXAMPLES: readonly Examples[] = [
  {
    businessId: 'biz_tokoku', environment: 'PRODUCTION', currency: 'IDR',
    invoices: [
      { hoursAgo: 2, description: 'Batik order #1042', items: [{ name: 'Batik shirt', quantity: 2, price: 150_000 }, { name: 'Delivery', quantity: 1, price: 20_000 }], customer: ['Sari Wulandari', 'sari@example.test'], then: 'viewed' },
      { hoursAgo: 5, description: 'Wholesale sarongs', items: [{ name: 'Sarong', quantity: 12, price: 85_000 }], customer: ['Toko Melati', 'orders@melati.example.test'] },
      { hoursAgo: 30, description: 'Custom kebaya', items: [{ name: 'Kebaya, made to measure', quantity: 1, price: 1_250_000 }], customer: ['Dewi Lestari', 'dewi@example.test'] },
      { hoursAgo: 52, description: 'Duplicate of order #1038', items: [{ name: 'Batik shirt', quantity: 1, price: 150_000 }], customer: ['Rudi Hartono', 'rudi@example.test'], then: 'voided' },
    ],
    links: [
      { created: 20, title: 'Batik shirt', description: 'Hand-stamped cotton batik, any size.', amount: 150_000, type: 'MULTIPLE' },
      { created: 3, title: 'Tailoring deposit', description: 'Deposit for a made-to-measure order.', amount: 250_000, type: 'SINGLE' },
      { created: 60, title: 'Ramadan hamper', description: 'Sold out.', amount: 450_000, type: 'MULTIPLE', deactivated: true },
      { created: '2021-11-15T03:00:00.000Z', title: 'Price list 2021', description: 'From the old checkout.', amount: 100_000, type: 'MULTIPLE' },
    ],
  },
  {
    // The owner's business in invoice mode (no payment_links flag).
    businessId: 'biz_tokoku_express', environment: 'PRODUCTION', currency: 'IDR',
    invoices: [
      { hoursAgo: 3, description: 'Same-day delivery, Kemang', items: [{ name: 'Courier, same day', quantity: 1, price: 35_000 }, { name: 'Batik scarf', quantity: 2, price: 95_000 }], customer: ['Nia Ramadhani', 'nia@example.test'], then: 'viewed' },
      { hoursAgo: 8, description: 'Office uniforms, batch 1', items: [{ name: 'Batik uniform shirt', quantity: 25, price: 120_000 }], customer: ['PT Sinar Jaya', 'procurement@sinarjaya.example.test'] },
      { hoursAgo: 40, description: 'Gift wrapping', items: [{ name: 'Gift box', quantity: 3, price: 15_000 }], customer: ['Andi Wijaya', 'andi@example.test'] },
    ],
    links: [],
  },
  {
    businessId: 'biz_platform_sub', environment: 'PRODUCTION', currency: 'IDR',
    invoices: [
      { hoursAgo: 1, description: 'Monthly stock top-up', items: [{ name: 'Batik fabric roll', quantity: 3, price: 400_000 }], customer: ['Toko Ku', 'finance@tokoku.test'] },
      { hoursAgo: 26, description: 'Sample pack', items: [{ name: 'Fabric samples', quantity: 1, price: 50_000 }], customer: ['Budi Santoso', 'budi@example.test'] },
    ],
    links: [],
  },
  {
    businessId: 'biz_manila', environment: 'PRODUCTION', currency: 'PHP',
    invoices: [{ hoursAgo: 4, description: 'Catering for 20', items: [{ name: 'Party tray', quantity: 4, price: 250_000 }], customer: ['Maria Santos', 'maria@example.test'] }],
    links: [{ created: 10, title: 'Ube halaya jar', description: '500 g jar.', amount: 35_000, type: 'MULTIPLE' }],
  },
];

/**
 * Example invoices and payment links (issue 44, decision 0079), made by the store's own functions, as
 * the routes make them (so their codes, expiry and timeline are real), at moments before `now`;
 * those past their expiry are swept to EXPIRED as any read would.
 */
export function insertGettingPaidExamples(db: SandboxDatabase, now: number): void {
  for (const { businessId, environment, currency, invoices, links } of EXAMPLES) {
    const scope = { businessId, environment };
    const ttl = invoiceSettingsOf(db, businessId).invoice_ttl;
    for (const example of invoices) {
      const at = now - example.hoursAgo * HOUR;
      const row = insertInvoice(db, scope, {
        externalId: `order-${example.description.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, '')}`, currency, description: example.description,
        items: example.items, customerName: example.customer[0], payerEmail: example.customer[1], shouldSendEmail: true, dueDate: null, expiry: invoiceExpiry(at, ttl),
      }, at);
      markSent(db, row.id, at);
      if (example.then === 'viewed') markViewed(db, row.id, at + 20 * 60_000);
      if (example.then === 'voided') voidInvoice(db, row.id, at + HOUR);
    }
    for (const example of links) {
      const at = typeof example.created === 'string' ? Date.parse(example.created) : now - example.created * DAY;
      const row = insertPaymentLink(db, scope, { title: example.title, description: example.description, currency, amount: example.amount, type: example.type }, at);
      if (example.deactivated) deactivateLink(db, row.id, at + 30 * DAY);
    }
  }
  expireDue(db, now);
}
