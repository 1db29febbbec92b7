// The Indonesian of ip-whitelist-texts.ts: a module of its own, so only a session in Indonesian downloads it (issue 46).
import type { ipWhitelistEn } from './ip-whitelist-texts';

export const ipWhitelistId: typeof ipWhitelistEn = {
  title: 'Lindungi kunci API live Anda',
  body: 'Bisnis Anda memiliki kunci API rahasia live tetapi belum memiliki daftar IP yang diizinkan. Izinkan hanya alamat server Anda, agar kunci yang bocor tidak dapat dipakai dari tempat lain.',
  agree: 'Setuju dan atur',
  later: 'Ingatkan nanti',
  remindedLater: 'Kami akan mengingatkan Anda dalam sebulan, dan kami sudah mengirim email tentang hal ini.',
};
