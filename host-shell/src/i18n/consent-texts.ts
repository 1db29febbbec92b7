/** Texts of the messaging consent modal (spec 01 §4), en and id. */
export const consentEn = {
  title: 'Get updates by instant message',
  body: 'May we send account and payment updates by instant message to {{phone}}? You can change your mind later.',
  allow: 'Allow',
  notNow: 'Not now',
  failed: 'Your answer could not be saved. We will ask again next time.',
};

export const consentId: typeof consentEn = {
  title: 'Dapatkan kabar melalui pesan instan',
  body: 'Bolehkah kami mengirim kabar akun dan pembayaran melalui pesan instan ke {{phone}}? Anda dapat mengubahnya nanti.',
  allow: 'Izinkan',
  notNow: 'Nanti saja',
  failed: 'Jawaban Anda tidak dapat disimpan. Kami akan bertanya lagi lain kali.',
};
