// The Indonesian of login-verification-texts.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { loginVerificationEn } from './login-verification-texts';

export const loginVerificationId: typeof loginVerificationEn = {
  title: 'Verifikasi login Anda',
  smsIntro: 'Kami mengirim kode 6 digit melalui SMS ke {{phone}}. Masukkan kode tersebut untuk menyelesaikan login.',
  smsSending: 'Mengirim kode melalui SMS ke {{phone}}…',
  authenticatorIntro: 'Buka aplikasi autentikator Anda dan masukkan kode 6 digit yang ditampilkan untuk akun ini.',
  code: 'Kode verifikasi',
  verify: 'Verifikasi',
  verifying: 'Memverifikasi…',
  resendIn_one: 'Kirim kode baru dalam {{count}} detik',
  resendIn_other: 'Kirim kode baru dalam {{count}} detik',
  resend: 'Kirim kode baru',
  codeResent: 'Kami mengirim kode baru.',
  useBackupCode: 'Gunakan kode cadangan',
  backupIntro: 'Masukkan salah satu kode cadangan yang Anda simpan saat mengatur verifikasi dua langkah. Setiap kode hanya berlaku sekali.',
  backupCode: 'Kode cadangan',
  backupCodeHint: '8 huruf atau angka, misalnya abcd-1234.',
  useCode: 'Gunakan kode 6 digit',
  expired: 'Login ini sudah kedaluwarsa. Masuk lagi dengan email dan kata sandi Anda.',
  logInAgain: 'Masuk lagi',
  backToLogin: 'Kembali ke halaman masuk',
};
