import type { TranslationTree } from 'shared-contracts';

/** Indonesian names of the card states, sources, token types and result codes, key for key as en-codes.ts. */
export const idCodes: TranslationTree = {
  chargeStatus: { CHARGED: 'Ditagih', PENDING: 'Tertunda', SETTLING: 'Proses settlement', SETTLED: 'Settlement selesai', FAILED: 'Gagal', REFUNDED: 'Di-refund' },
  settlementStatus: { SETTLED: 'Selesai', PENDING: 'Tertunda' },
  authenticationStatus: {
    USED: 'Digunakan', VERIFIED: 'Terverifikasi', FAILED: 'Gagal', PENDING: 'Tertunda', ENROLLED: 'Terdaftar', CARD_ENROLLED: 'Kartu terdaftar',
    CARD_NOT_ENROLLED: 'Kartu tidak terdaftar', ENROLLMENT_CHECK_FAILED: 'Pemeriksaan pendaftaran gagal', CYBERSOURCE_ERROR: 'Kesalahan pemroses (CyberSource)',
  },
  authorizationStatus: { SUCCEEDED: 'Berhasil', FAILED: 'Gagal', REVERSED: 'Dibatalkan' },
  refundStatus: {
    SUCCEEDED: 'Berhasil', REQUESTED: 'Diminta', FAILED: 'Gagal', PENDING: 'Tertunda', CYBERSOURCE_ERROR: 'Kesalahan pemroses (CyberSource)',
    PROCESSOR_ERROR: 'Kesalahan pemroses',
  },
  source: {
    API_GATEWAY: 'API', DASHBOARD: 'Dasbor', SDK: 'SDK seluler', XENDIT_JS: 'Pustaka JavaScript', INVOICE: 'Invoice',
    SECURE_ACCEPTANCE: 'Secure acceptance', VIRTUAL_TERMINAL: 'Terminal virtual', OFF_RAILS: 'Di luar jalur pembayaran',
  },
  tokenType: { singleUse: 'Sekali pakai', multiUse: 'Berulang', externalToken: 'Token eksternal', PAN: 'Nomor kartu (PAN)' },
  decline: {
    EXPIRED_CARD: 'Kartu sudah kedaluwarsa.', STOLEN_CARD: 'Kartu dilaporkan dicuri.', INACTIVE_CARD: 'Kartu tidak aktif.',
    INVALID_CVN: 'CVN salah.', CARD_DECLINED: 'Bank menolak kartu.', BIN_BLOCK: 'Kartu dengan BIN ini diblokir.',
    '3DS_REQUIRED': 'Autentikasi 3-D Secure diperlukan.', CVN_REQUIRED: 'CVN diperlukan.',
    INSUFFICIENT_BALANCE: 'Saldo kartu tidak cukup.', FRAUD_GUARD_BLOCKED: 'Diblokir oleh fraud guard.',
  },
  eci: {
    '00': 'Mastercard: tidak terautentikasi', '01': 'Mastercard: autentikasi dicoba', '02': 'Mastercard: terautentikasi penuh',
    '05': 'Visa, JCB, Amex: terautentikasi penuh', '06': 'Visa, JCB, Amex: autentikasi dicoba', '07': 'Visa, JCB, Amex: tidak terautentikasi',
  },
  cvn: {
    D: 'Bank penerbit menganggap transaksi mencurigakan', I: 'CVN gagal dalam pemeriksaan data pemroses', M: 'CVN cocok',
    N: 'CVN tidak cocok', P: 'Pemroses tidak memeriksa CVN', S: 'Kartu memiliki CVN tetapi tidak dikirim',
    U: 'Bank penerbit tidak memeriksa CVN', X: 'Jaringan kartu tidak memeriksa CVN', '1': 'Pemroses tidak memeriksa CVN untuk jenis kartu ini',
    '2': 'Pemroses menjawab dengan hasil CVN yang tidak dikenal', '3': 'Pemroses tidak memberi hasil CVN',
  },
  avs: {
    Y: 'Alamat jalan dan kode pos cocok', X: 'Alamat jalan dan kode pos sembilan digit cocok',
    W: 'Kode pos sembilan digit cocok, alamat jalan tidak', Z: 'Kode pos cocok, alamat jalan tidak',
    A: 'Alamat jalan cocok, kode pos tidak', G: 'Bank penerbit di luar AS tidak memeriksa alamat',
    N: 'Alamat jalan dan kode pos tidak cocok', R: 'Pemeriksaan alamat tidak tersedia; coba lagi', U: 'Informasi alamat tidak tersedia',
  },
  chargebackStatus: {
    OPEN: 'Terbuka: perlu tanggapan Anda', REVIEWING: 'Ditinjau', SUBMITTED: 'Terkirim', WON: 'Menang', LOST: 'Kalah', REFUNDED: 'Di-refund',
    CANCELLED: 'Dibatalkan', UNKNOWN: 'Tidak diketahui',
  },
  chargebackReason: {
    FRAUD: 'Penipuan', PRODUCT_NOT_RECEIVED: 'Produk tidak diterima', NOT_AS_DESCRIBED: 'Tidak sesuai deskripsi',
    DUPLICATE_PROCESSING: 'Ditagih dua kali', CREDIT_NOT_PROCESSED: 'Refund tidak diproses', OTHER: 'Lainnya',
  },
  promotionStatus: { ACTIVE: 'Aktif', INACTIVE: 'Tidak aktif', EXPIRED: 'Kedaluwarsa', PAUSED: 'Dijeda' },
  unknownCode: 'Kode tidak dikenal {{code}}',
};
