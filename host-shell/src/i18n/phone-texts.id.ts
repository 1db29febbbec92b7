// The Indonesian of phone-texts.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { phoneEn } from './phone-texts';

export const phoneId: typeof phoneEn = {
  reminderTitle: 'Verifikasi nomor telepon Anda',
  reminderBody: 'Anda masuk dengan aplikasi autentikator. Tambahkan nomor ponsel terverifikasi agar kami dapat menghubungi Anda dan membantu Anda masuk kembali ke akun.',
  verifyNow: 'Verifikasi sekarang',
  later: 'Nanti',
  title: 'Verifikasi nomor telepon Anda',
  number: 'Nomor ponsel',
  numberHint: 'Dalam format internasional, misalnya +6281234567890.',
  sendCode: 'Kirim kode',
  codeSent: 'Kami mengirim kode 6 digit ke {{phone}}.',
  code: 'Kode verifikasi',
  verify: 'Verifikasi',
  resendIn_one: 'Kirim kode baru dalam {{count}} detik',
  resendIn_other: 'Kirim kode baru dalam {{count}} detik',
  resend: 'Kirim kode baru',
  changeNumber: 'Ganti nomor',
  cancel: 'Batal',
  verified: 'Nomor telepon Anda sudah terverifikasi.',
};
