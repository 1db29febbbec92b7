// The Indonesian of tour-texts.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { paymentLinkTourEn, tourEn } from './tour-texts';

export const tourId: typeof tourEn = {
  menu: { title: 'Menu Anda', body: 'Semua yang dapat Anda lakukan di dasbor ada di sini: beranda, saldo, dan transaksi di bagian atas.' },
  'accept-payments': { title: 'Terima pembayaran', body: 'Kartu, virtual account, e-wallet, dan gerai ritel: pantau setiap pembayaran yang Anda terima.' },
  'apps-partners': { title: 'Aplikasi dan mitra', body: 'Tambahkan aplikasi dan layanan mitra ke bisnis Anda saat Anda membutuhkannya.' },
  configuration: { title: 'Konfigurasi', body: 'Kunci API, callback, tim, dan pengaturan bisnis Anda ada di sini.' },
};

export const paymentLinkTourId: typeof paymentLinkTourEn = {
  'payment-links': {
    title: 'Dibayar dengan tautan',
    body: 'Buat tautan pembayaran, bagikan lewat chat, email, atau unggahan, lalu pelanggan Anda membayar dengan kartu, e-wallet, atau transfer bank.',
  },
  'payment-recurring': {
    title: 'Tautan pembayaran berulang',
    body: 'Untuk pelanggan yang membayar setiap hari, minggu, atau bulan: sebuah rencana mengirimi mereka tautan pembayaran baru sesuai jadwal.',
  },
};
