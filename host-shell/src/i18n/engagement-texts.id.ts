// The Indonesian of engagement-texts.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { feedbackEn, ratingEn } from './engagement-texts';

export const feedbackId: typeof feedbackEn = {
  label: 'Masukan',
  title: 'Kirim masukan',
  type: 'Tentang apa?',
  types: { Pricing: 'Harga', Product: 'Produk', Others: 'Lainnya' },
  text: 'Masukan Anda',
  textHint: 'Minimal {{min}} karakter; {{count}} dari {{max}} terpakai.',
  agree: 'Anda boleh menghubungi saya tentang masukan ini',
  send: 'Kirim masukan',
  cancel: 'Batal',
  sentTitle: 'Masukan terkirim',
  sentBody: 'Terima kasih. Masukan Anda membantu kami menyempurnakan dasbor.',
  done: 'Selesai',
  byEmail: 'Lebih suka email? Tulis kepada kami',
};

export const ratingId: typeof ratingEn = {
  title: 'Beri nilai dasbor',
  questions: {
    ease: 'Seberapa mudah menggunakan dasbor?',
    usefulness: 'Seberapa berguna tampilan saldo baru untuk transaksi Anda?',
    yesNo: 'Apakah tampilan saldo baru berguna bagi Anda?',
  },
  scales: {
    ease: { '1': 'Sangat mudah', '2': 'Mudah', '3': 'Tidak mudah dan tidak sulit', '4': 'Sulit', '5': 'Sangat sulit' },
    usefulness: { '1': 'Sangat berguna', '2': 'Berguna', '3': 'Biasa saja', '4': 'Tidak berguna', '5': 'Sangat tidak berguna' },
    yesNo: { '1': 'Ya', '0': 'Tidak' },
  },
  comment: 'Komentar (opsional)',
  commentHint: '{{count}} dari {{max}} karakter terpakai.',
  send: 'Kirim nilai',
  later: 'Nanti saja',
  thanks: 'Terima kasih telah menilai dasbor.',
};
