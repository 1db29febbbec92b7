// The Indonesian of register-texts.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { registerEn } from './register-texts';

export const registerId: typeof registerEn = {
  title: 'Buat akun Anda',
  step: 'Langkah {{step}} dari 2',
  intro: 'Mulai gratis dalam Mode Uji. Anda dapat menerima pembayaran sungguhan setelah bisnis Anda diaktifkan.',
  account: {
    title: 'Tentang Anda',
    fullName: 'Nama lengkap',
    email: 'Email',
    emailHint: 'Kami mengirim tautan ke alamat ini untuk mengonfirmasinya.',
    terms: 'Saya menyetujui <terms>Syarat dan Ketentuan</terms> serta <privacy>Kebijakan Privasi</privacy>.',
    next: 'Lanjutkan',
  },
  business: {
    title: 'Tentang bisnis Anda',
    name: 'Nama bisnis',
    country: 'Negara',
    countries: { Indonesia: 'Indonesia', Philippines: 'Filipina' },
    type: 'Jenis bisnis',
    types: { INDIVIDUAL: 'Perorangan atau usaha perseorangan', COMPANY: 'Perusahaan' },
    phone: 'Nomor ponsel',
    phoneHint: 'Dengan kode negara, misalnya +6281234567890.',
    back: 'Kembali',
    submit: 'Buat akun',
    submitting: 'Membuat akun Anda…',
  },
  sent: {
    title: 'Periksa email Anda',
    body: 'Jika {{email}} baru bagi kami, akun Anda siap dalam Mode Uji: buka tautan yang kami kirim untuk mengonfirmasi email Anda. Jika email itu sudah memiliki akun, email tersebut menjelaskan cara masuk. Tautan berlaku selama {{hours}} jam.',
    next: 'Lalu masuk untuk mengaktifkan bisnis Anda.',
    logIn: 'Masuk',
    anotherEmail: 'Gunakan email lain',
  },
  haveAccount: 'Sudah punya akun?',
  logIn: 'Masuk',
};
