// The Indonesian of public-pages.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { publicEn } from './public-pages';

export const publicId: typeof publicEn = {
  notAvailable: 'Deployment ini belum menyediakan langkah ini. Hubungi dukungan jika Anda membutuhkannya sekarang.',
  backToLogin: 'Kembali ke halaman masuk',
  backHome: 'Kembali ke Beranda',
  invitation: {
    title: 'Bergabung dengan bisnis',
    loading: 'Membaca undangan Anda…',
    invited: '{{name}}, Anda diundang bergabung dengan {{business}} menggunakan {{email}}.',
    validUntil: 'Undangan berlaku sampai {{date}}.',
    invalid: 'Undangan ini sudah tidak berlaku. Minta administrator bisnis untuk mengundang Anda lagi.',
    failed: 'Undangan Anda tidak dapat dibaca. Coba lagi sebentar lagi.',
  },
  deviceVerification: { title: 'Verifikasi perangkat ini', body: 'Di sini Anda mengonfirmasi login dari perangkat baru dengan tautan dari email Anda.' },
  platformTestRegistered: { title: 'Akun uji platform terdaftar', body: 'Di sini mitra platform melihat pendaftaran akun ujinya.' },
  platformRegister: { title: 'Daftar melalui platform', body: 'Di sini bisnis mendaftar sebagai sub-akun mitra platform.' },
  platformBusiness: { title: 'Pendaftaran platform', body: 'Di sini pelanggan mitra platform memulai pendaftaran.' },
  docs: { title: 'Dokumentasi', body: 'Dokumentasi pengembang menjelaskan API dan dasbor.', open: 'Buka dokumentasi' },
  oauthAuthorize: { title: 'Izinkan aplikasi', body: 'Di sini Anda mengizinkan aplikasi bertindak untuk bisnis Anda.' },
  twoFactorSetup: { title: 'Atur verifikasi dua langkah', body: 'Di sini Anda menghubungkan aplikasi autentikator ke login Anda.' },
  error: {
    title: 'Tautan ini tidak berfungsi',
    body: 'Tautan masuk sudah tidak berlaku. Masuk dengan email dan kata sandi, atau minta tautan baru.',
  },
};
