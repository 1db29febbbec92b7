import { type NotificationItem } from 'shared-contracts/areas/notifications/notifications';
import { TOKO_KU } from './businesses';

type Template = Pick<NotificationItem, 'type' | 'target_url'> & {
  title: { en: string; id?: string };
  message: { en: string; id?: string };
  media?: 'IMAGE' | 'VIDEO';
  asksFeedback?: boolean;
};

/**
 * Notification texts. Some titles and messages hold HTML-looking text on purpose (`<b>`,
 * `<img onerror>`, `<script>`): they are plain strings and the dashboard must show them as text.
 * The target_url values cover every kind the dashboard must handle: same-origin paths (followed in
 * the dashboard), an `https:` URL (a new tab), and a protocol-relative, a `javascript:`, a `data:`
 * and an `http:` URL, none of which may be followed. Some have no Indonesian text (English fallback).
 */
const TEMPLATES: readonly Template[] = [
  { type: 'PRODUCT', target_url: '/credit_cards/payments', media: 'IMAGE',
    title: { en: 'Cards now settle faster', id: 'Kartu kini lebih cepat cair' },
    message: { en: 'Card payments now settle in 2 working days.', id: 'Pembayaran kartu kini cair dalam 2 hari kerja.' } },
  { type: 'UPDATE', target_url: '/settings/billings#billing-statements',
    title: { en: 'Your billing statement is ready', id: 'Tagihan layanan Anda sudah tersedia' },
    message: { en: 'Review and pay your latest statement.', id: 'Periksa dan bayar tagihan terbaru Anda.' } },
  { type: 'PRODUCT', target_url: '/payment-links', media: 'VIDEO',
    title: { en: 'Payment links, <b>bold</b> new look', id: 'Tautan pembayaran, tampilan <b>baru</b>' },
    message: { en: 'Watch the tour of the new payment links.', id: 'Tonton tur tautan pembayaran baru.' } },
  { type: 'UPDATE', target_url: '/notification-center',
    title: { en: 'Scheduled maintenance <img src=x onerror=alert(1)>' },
    message: { en: 'Virtual accounts are paused on Sunday 01:00-02:00 WIB. <script>alert("xss")</script>' } },
  { type: 'PRODUCT', target_url: 'https://docs.example.com/changelog',
    title: { en: 'API changelog', id: 'Catatan perubahan API' },
    message: { en: 'New fields on the invoice API (opens an external site).', id: 'Kolom baru pada API invoice (membuka situs eksternal).' } },
  { type: 'UPDATE', target_url: null, asksFeedback: true,
    title: { en: 'How easy is the dashboard to use?', id: 'Seberapa mudah dasbor ini digunakan?' },
    message: { en: 'Rate your experience from 1 (very easy) to 5 (very hard).', id: 'Beri nilai pengalaman Anda dari 1 (sangat mudah) sampai 5 (sangat sulit).' } },
  { type: 'UPDATE', target_url: null,
    title: { en: 'Holiday settlement schedule', id: 'Jadwal pencairan hari libur' },
    message: { en: 'Settlements move to the next working day during public holidays.',
      id: 'Pencairan dipindah ke hari kerja berikutnya selama hari libur nasional.' } },
  { type: 'UPDATE', target_url: 'javascript:alert(document.cookie)',
    title: { en: 'Security notice', id: 'Pemberitahuan keamanan' },
    message: { en: 'We will never ask for your password. Links like this one must not run script.' } },
  { type: 'PRODUCT', target_url: 'data:text/html,<script>alert(1)</script>',
    title: { en: '<script>alert("title")</script> Release notes', id: '<script>alert("judul")</script> Catatan rilis' },
    message: { en: 'What changed this month.', id: 'Apa yang berubah bulan ini.' } },
  { type: 'UPDATE', target_url: '//evil.example/phish',
    title: { en: 'Account review completed' },
    message: { en: 'Your periodic account review is complete; no action is needed.' } },
  { type: 'PRODUCT', target_url: '/invoices', media: 'IMAGE',
    title: { en: 'Invoices in two currencies', id: 'Invoice dalam dua mata uang' },
    message: { en: 'Bill <i>customers</i> in IDR or USD & keep one report.', id: 'Tagih pelanggan dalam IDR atau USD.' } },
  { type: 'PRODUCT', target_url: '/settings/developers#api-keys',
    title: { en: 'Rotate your API keys', id: 'Ganti kunci API Anda' },
    message: { en: 'Keys older than a year should be rotated.', id: 'Kunci yang berumur lebih dari setahun sebaiknya diganti.' } },
  { type: 'PRODUCT', target_url: '/home', media: 'VIDEO',
    title: { en: 'Meet the new home page', id: 'Kenali beranda baru' },
    message: { en: 'Quick actions & account setup, all in one place.', id: 'Aksi cepat dan pengaturan akun di satu tempat.' } },
  { type: 'UPDATE', target_url: '/settings/team#members',
    title: { en: 'A team member joined', id: 'Anggota tim bergabung' },
    message: { en: 'viewer@tokoku.test accepted your invitation.', id: 'viewer@tokoku.test menerima undangan Anda.' } },
  { type: 'PRODUCT', target_url: 'http://partner.example/offer',
    title: { en: 'A partner offer', id: 'Penawaran mitra' },
    message: { en: 'An offer from a partner (an insecure link the dashboard does not follow).' } },
];

export interface NotificationSeed extends Omit<NotificationItem, 'created'> {
  userId: string;
  businessId: string;
  createdHoursAgo: number;
}

const IMAGES = 3;

function build(userId: string, businessId: string, prefix: string, count: number, readEvery: number): NotificationSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const template = TEMPLATES[index % TEMPLATES.length]!;
    const round = Math.floor(index / TEMPLATES.length);
    const suffix = round === 0 ? '' : ` (${round + 1})`;
    return {
      id: `${prefix}_${String(index + 1).padStart(3, '0')}`,
      userId,
      businessId,
      type: template.type,
      createdHoursAgo: index * 7 + 1,
      title: { ...template.title, en: template.title.en + suffix },
      message: template.message,
      is_read: index % readEvery === readEvery - 1,
      media_type: template.media ?? null,
      media_url: template.media === 'IMAGE' ? `/api/media/notification-${(index % IMAGES) + 1}.svg`
        : template.media === 'VIDEO' ? '/api/media/product-tour.mp4' : null,
      target_url: template.target_url,
      asks_feedback: template.asksFeedback ?? false,
    };
  });
}

/** How many owner@tokoku.test has in Toko Ku: enough to page through the centre. */
export const OWNER_TOKOKU_NOTIFICATIONS = 126;

/**
 * Notifications belong to a user in one business. owner@tokoku.test has 126 in Toko Ku (one in three
 * read) and 3 in Toko Ku Express (whose notification_center flag is off); a few for other personas.
 */
export const NOTIFICATIONS: readonly NotificationSeed[] = [
  ...build('usr_owner_tokoku', TOKO_KU, 'ntf_owner', OWNER_TOKOKU_NOTIFICATIONS, 3),
  ...build('usr_owner_tokoku', 'biz_tokoku_express', 'ntf_owner_express', 3, 2),
  ...build('usr_new_warungbaru', 'biz_warungbaru', 'ntf_new', 3, 4),
  ...build('usr_staff_internal', 'biz_internal', 'ntf_staff', 4, 2),
  ...build('usr_viewer_tokoku', TOKO_KU, 'ntf_viewer', 2, 2),
];
