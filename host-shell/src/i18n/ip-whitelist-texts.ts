/** Texts of the IP whitelist reminder (spec 01 §4), en and id. */
export const ipWhitelistEn = {
  title: 'Protect your live API keys',
  body: 'Your business has a live secret API key but no IP whitelist. Allow only your servers’ addresses, so that a leaked key cannot be used from anywhere else.',
  agree: 'Agree and set',
  later: 'Remind me later',
  remindedLater: 'We will remind you in a month, and we sent you an email about it.',
};

export const ipWhitelistId: typeof ipWhitelistEn = {
  title: 'Lindungi kunci API live Anda',
  body: 'Bisnis Anda memiliki kunci API rahasia live tetapi belum memiliki daftar IP yang diizinkan. Izinkan hanya alamat server Anda, agar kunci yang bocor tidak dapat dipakai dari tempat lain.',
  agree: 'Setuju dan atur',
  later: 'Ingatkan nanti',
  remindedLater: 'Kami akan mengingatkan Anda dalam sebulan, dan kami sudah mengirim email tentang hal ini.',
};
