import type { en } from './en';
import { loggedOutId } from '../logged-out/logged-out-texts.id';
import { feedbackId, ratingId } from './engagement-texts.id';
import { phoneId } from './phone-texts.id';
import { paymentLinkTourId, tourId } from './tour-texts.id';
import { ipWhitelistId } from './ip-whitelist-texts.id';
import { balanceViewId } from './balance-view-texts.id';
import { consentId } from './consent-texts.id';
import { loginVerificationId } from './login-verification-texts.id';
import { confirmEmailId } from './email-texts.id';
import { errorMessagesId } from './error-messages.id';
import { menuId } from './menu-labels.id';
import { publicId } from './public-pages.id';
import { recoveryId } from './account-recovery-texts.id';
import { registerId } from './register-texts.id';
import { profileId } from '../profile/profile-texts.id';

export const id: typeof en = {
  ...loggedOutId,
  loading: 'Memuat',
  opensInNewTab: '(terbuka di tab baru)',
  nav: {
    label: 'Menu utama',
    open: 'Menu',
    expand: 'Lebarkan menu',
    shrink: 'Ciutkan menu',
    newTag: 'Baru',
  },
  menu: menuId,
  help: {
    label: 'Bantuan',
    resolutionCenter: 'Pusat Resolusi',
    docs: 'Dokumentasi',
    apiReference: 'Referensi API',
  },
  feedback: feedbackId,
  rating: ratingId,
  phone: phoneId,
  tour: tourId,
  paymentLinkTour: paymentLinkTourId,
  ipWhitelist: ipWhitelistId,
  balanceView: balanceViewId,
  consent: consentId,
  loginVerification: loginVerificationId,
  confirmEmail: confirmEmailId,
  recovery: recoveryId,
  register: registerId,
  profile: profileId,
  environment: {
    label: 'Lingkungan: {{mode}}',
    live: 'Mode Live',
    test: 'Mode Uji',
    onlyAdministrators: 'Hanya administrator yang dapat mengganti lingkungan.',
    notActivated: 'Mode Live terbuka setelah akun Anda diaktifkan.',
  },
  account: {
    label: '{{user}}, {{business}}',
    otherBusinesses: '{{badge}} bisnis',
    profilePanel: 'Profil',
    switchBusiness: 'Ganti bisnis',
    searchBusinesses: 'Cari bisnis',
    current: 'saat ini',
    noBusinessFound: 'Tidak ada bisnis yang cocok.',
    signOut: 'Keluar',
    signingOut: 'Sedang keluar…',
    switching: 'Mengganti bisnis…',
  },
  banners: {
    label: 'Mode akun',
    testModeLive: 'Anda sekarang dalam Mode Uji. Pembayaran di sini tidak nyata.',
    testModeNotActivated: 'Akun Anda belum diaktifkan dan dalam Mode Uji. Pembayaran di sini tidak nyata.',
    tierOne: 'Akun Anda sebagian live: beberapa metode pembayaran masih menunggu aktivasi.',
    missingEnvironment: 'Mode Uji. Browser Anda tidak menyimpan cookie lingkungan: izinkan cookie untuk situs ini agar dapat mengganti mode.',
    goLive: 'Mulai live',
    activationStatus: 'Lihat status aktivasi Anda',
    activationLabel: 'Aktivasi',
    activationPrompt: 'Aktifkan akun Anda untuk menerima pembayaran nyata.',
    activate: 'Aktifkan akun',
    internalLabel: 'Staf internal',
    internalNotice: 'Anda masuk sebagai staf internal di {{business}}, bisnis pelanggan. Bertindaklah dengan hati-hati.',
    billingLabel: 'Pengingat tagihan',
    billingOverdue: 'Anda memiliki tagihan layanan yang lewat jatuh tempo.',
    pay: 'Bayar sekarang',
    dismissBilling: 'Tutup pengingat tagihan',
  },
  inactivity: {
    title: 'Apakah Anda masih di sana?',
    body_one: 'Demi keamanan, Anda akan dikeluarkan dalam {{count}} detik.',
    body_other: 'Demi keamanan, Anda akan dikeluarkan dalam {{count}} detik.',
    stay: 'Tetap masuk',
  },
  toast: { close: 'Tutup pesan' },
  session: { factsRetrying: 'Sebagian dasbor belum ditampilkan; mencoba lagi.' },
  public: publicId,
  restoreFailed: {
    title: 'Dasbor tidak dapat menjangkau server',
    body: 'Periksa koneksi Anda lalu coba lagi.',
  },
  renderFailure: { title: 'Terjadi kesalahan' },
  remoteFailure: {
    thisPart: 'Bagian dasbor ini',
    title: '{{name}} tidak dapat dimuat.',
    incompatible: '{{name}} tidak cocok dengan versi dasbor ini.',
    body: 'Bagian lain dasbor tetap berfungsi. Coba lagi sebentar lagi.',
    retry: 'Coba lagi',
    retrying: 'Mencoba lagi…',
  },
  forbidden: {
    title: 'Halaman ini memerlukan izin lain',
    description: 'Peran Anda di bisnis ini tidak dapat membuka halaman ini. Jika Anda memerlukannya, hubungi administrator bisnis.',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    description: 'Tidak ada halaman di alamat ini.',
    home: 'Ke Beranda',
  },
  errorMessages: errorMessagesId,
  overrides: {
    active: 'Override aktif: {{remote}} dari {{manifest}}',
    refused: 'Override ditolak untuk {{remote}}: {{reason}}',
    reasons: {
      unknownRemote: 'tidak ada remote dengan nama itu',
      invalidUrl: 'alamat manifest bukan URL http(s)',
      originNotAllowed: 'origin-nya tidak ada di daftar izin deployment ini',
      staffOnly: 'hanya staf internal yang boleh menyematkan tab ke versi rilis',
    },
    clear: 'Hapus override',
  },
  platformTools: {
    open: 'Alat platform',
  },
};
