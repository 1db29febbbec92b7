// The Indonesian of email-texts.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { confirmEmailEn } from './email-texts';

export const confirmEmailId: typeof confirmEmailEn = {
  title: 'Konfirmasi alamat email Anda',
  body: 'Kami mengirim tautan ke {{email}}. Buka tautan itu untuk mengonfirmasi alamat email Anda dan melanjutkan ke dasbor.',
  resend: 'Kirim ulang email',
  sent: 'Kami mengirim ulang email ke {{email}}. Periksa kotak masuk Anda.',
  confirming: 'Mengonfirmasi alamat email Anda',
  confirmedTitle: 'Alamat email terkonfirmasi',
  confirmedBody: 'Terima kasih. Alamat email Anda sudah terkonfirmasi.',
  failedTitle: 'Tautan ini tidak dapat mengonfirmasi email Anda',
  toDashboard: 'Buka dasbor',
  toLogin: 'Masuk',
  sendNew: 'Kirim tautan baru',
};
