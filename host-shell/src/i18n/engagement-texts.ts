/**
 * Texts of the shell's feedback and rating modals and the feedback reminder (spec 02 §4, §5), in
 * en and id; merged into the shell's tree under `feedback` and `rating`.
 */
export const feedbackEn = {
  label: 'Feedback',
  title: 'Send us feedback',
  type: 'What is it about?',
  types: { Pricing: 'Pricing', Product: 'Product', Others: 'Others' },
  text: 'Your feedback',
  textHint: 'At least {{min}} characters; {{count}} of {{max}} used.',
  agree: 'You may contact me about this feedback',
  send: 'Send feedback',
  cancel: 'Cancel',
  sentTitle: 'Feedback sent',
  sentBody: 'Thank you. Your feedback helps us improve the dashboard.',
  done: 'Done',
  byEmail: 'Prefer email? Write to us',
};

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

export const ratingEn = {
  title: 'Rate the dashboard',
  questions: {
    ease: 'How easy is it to use the dashboard?',
    usefulness: 'How useful is the new balance view for your transactions?',
    yesNo: 'Is the new balance view useful to you?',
  },
  scales: {
    ease: { '1': 'Very easy', '2': 'Easy', '3': 'Neither easy nor hard', '4': 'Hard', '5': 'Very hard' },
    usefulness: { '1': 'Very useful', '2': 'Useful', '3': 'Neither useful nor not useful', '4': 'Not useful', '5': 'Very not useful' },
    yesNo: { '1': 'Yes', '0': 'No' },
  },
  comment: 'Comment (optional)',
  commentHint: '{{count}} of {{max}} characters used.',
  send: 'Send rating',
  later: 'Not now',
  thanks: 'Thank you for rating the dashboard.',
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
