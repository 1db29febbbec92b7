import type { formsEn } from './forms';

export const formsId: typeof formsEn = {
  validation: {
    requiredField: 'Kolom ini wajib diisi.',
    invalidEmail: 'Masukkan alamat email yang valid.',
    exceedMaxCharacters: 'Isian ini melebihi batas panjang.',
    invalidPassword: 'Gunakan minimal 8 karakter dengan huruf dan angka.',
    emptyPassword: 'Masukkan kata sandi Anda.',
    mustBeNumeric: 'Gunakan angka saja.',
    accountNameCharacters: "Gunakan nama seperti yang tercatat di bank: huruf, angka, spasi, dan . , ' - & / ( ) saja.",
    rejected: 'Isian ini tidak diterima. Periksa dan coba lagi.',
    pinSixDigits: 'Masukkan enam angka.',
    pinNotMatch: 'PIN tidak cocok. Masukkan enam angka yang sama.',
    currentPasswordError: 'Masukkan kata sandi Anda saat ini.',
    codeSixCharacters: 'Masukkan ke-6 karakter kode.',
    authenticatorCodeNumeric: 'Masukkan 6 angka yang ditampilkan aplikasi autentikator Anda.',
    amountPositive: 'Masukkan jumlah di atas nol.',
    invalidUrl: 'Masukkan alamat web lengkap, diawali https://.',
    httpsOnly: 'Gunakan alamat https://. http:// biasa hanya untuk mode uji.',
    invalidCidr: 'Masukkan alamat atau blok CIDR IPv4 atau IPv6, misalnya 203.0.113.0/24 atau 2001:db8::/32.',
    duplicateCidr: 'Alamat ini sudah ada di daftar.',
    keyGrantsNothing: 'Beri kunci setidaknya satu akses.',
    wrongPassword: 'Kata sandi salah.',
  },
  form: { cancel: 'Batal', failed: 'Tidak dapat disimpan. Coba lagi sebentar lagi.' },
  retry: 'Coba lagi',
};
