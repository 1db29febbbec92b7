// The Indonesian of logged-out-texts.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { loggedOutEn } from './logged-out-texts';

export const loggedOutId: typeof loggedOutEn = {
  skipToContent: 'Langsung ke konten',
  brandLinks: {
    help: 'Pusat bantuan',
    docs: 'Dokumentasi',
  },
  language: {
    label: 'Bahasa',
    en: 'English',
    id: 'Bahasa Indonesia',
  },
  login: {
    title: 'Masuk ke dasbor Anda',
    email: 'Email',
    password: 'Kata sandi',
    submit: 'Masuk',
    submitting: 'Sedang masuk…',
    signingIn: 'Sedang memasukkan Anda',
    forgotPassword: 'Lupa kata sandi?',
    register: 'Buat akun',
    unavailable: 'Dasbor tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.',
    relogin: 'Silakan masuk lagi.',
    reasons: {
      inactive: 'Anda dikeluarkan setelah 31 menit tanpa aktivitas.',
      sessionEnded: 'Sesi Anda telah berakhir. Silakan masuk lagi.',
      signedOut: 'Anda telah keluar.',
      passwordChanged: 'Kata sandi Anda sudah diganti. Masuk dengan kata sandi baru.',
    },
    lockedHelp: 'Dapatkan tautan buka kunci',
  },
  validation: {
    requiredField: 'Isian ini wajib diisi.',
    invalidEmail: 'Masukkan alamat email yang valid.',
    exceedMaxCharacters: 'Isian ini terlalu panjang.',
    invalidPassword: 'Gunakan minimal 8 karakter dengan huruf dan angka.',
    required: 'Pilih nilai.',
    verifyPhoneEmptyError: 'Masukkan nomor ponsel Anda.',
    phoneNumberInvalid: 'Masukkan nomor dalam format internasional, misalnya +6281234567890.',
    invalidPhoneNumber: 'Ini bukan nomor ponsel dalam format internasional, misalnya +6281234567890.',
    phoneStartsWithZero: 'Nomor tidak boleh diawali 0: gunakan kode negara.',
    phoneMinDigits: 'Masukkan minimal {{min}} angka.',
    emptyPassword: 'Masukkan kata sandi Anda.',
    backupCodeInvalid: 'Kode cadangan terdiri dari 8 huruf atau angka.',
    passwordsDoNotMatch: 'Kedua kata sandi tidak sama.',
    invalidFullName: 'Gunakan huruf saja, dengan spasi, titik, apostrof, atau tanda hubung.',
    invalidBusinessName: 'Awali dengan huruf atau angka; gunakan hanya huruf, angka, spasi, dan . , & \' ( ) - /',
    acceptTerms: 'Setujui syarat untuk membuat akun.',
  },
};
