/** Validation messages of the settings forms (keys of rules/form-messages.ts) and what forms share. */
export const formsEn = {
  validation: {
    requiredField: 'This field is required.',
    invalidEmail: 'Enter a valid email address.',
    exceedMaxCharacters: 'This is longer than allowed.',
    invalidPassword: 'Use at least 8 characters with a letter and a digit.',
    emptyPassword: 'Enter your password.',
    mustBeNumeric: 'Use digits only.',
    rejected: 'This was not accepted. Check it and try again.',
    pinSixDigits: 'Enter six digits.',
    pinNotMatch: 'The PINs do not match. Enter the same six digits.',
    currentPasswordError: 'Enter your current password.',
    codeSixCharacters: 'Enter all 6 characters of the code.',
    amountPositive: 'Enter an amount above zero.',
  },
  form: { cancel: 'Cancel', failed: 'This could not be saved. Try again in a moment.' },
  retry: 'Try again',
};

export const formsId: typeof formsEn = {
  validation: {
    requiredField: 'Kolom ini wajib diisi.',
    invalidEmail: 'Masukkan alamat email yang valid.',
    exceedMaxCharacters: 'Isian ini melebihi batas panjang.',
    invalidPassword: 'Gunakan minimal 8 karakter dengan huruf dan angka.',
    emptyPassword: 'Masukkan kata sandi Anda.',
    mustBeNumeric: 'Gunakan angka saja.',
    rejected: 'Isian ini tidak diterima. Periksa dan coba lagi.',
    pinSixDigits: 'Masukkan enam angka.',
    pinNotMatch: 'PIN tidak cocok. Masukkan enam angka yang sama.',
    currentPasswordError: 'Masukkan kata sandi Anda saat ini.',
    codeSixCharacters: 'Masukkan ke-6 karakter kode.',
    amountPositive: 'Masukkan jumlah di atas nol.',
  },
  form: { cancel: 'Batal', failed: 'Tidak dapat disimpan. Coba lagi sebentar lagi.' },
  retry: 'Coba lagi',
};
