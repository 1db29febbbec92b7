// The Indonesian of consent-texts.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { consentEn } from './consent-texts';

export const consentId: typeof consentEn = {
  title: 'Dapatkan kabar melalui pesan instan',
  body: 'Bolehkah kami mengirim kabar akun dan pembayaran melalui pesan instan ke {{phone}}? Anda dapat mengubahnya nanti.',
  allow: 'Izinkan',
  notNow: 'Nanti saja',
  failed: 'Jawaban Anda tidak dapat disimpan. Kami akan bertanya lagi lain kali.',
};
