import type { businessProfileEn } from './business-profile';

export const businessProfileId: typeof businessProfileEn = {
  profile: {
    details: 'Detail bisnis',
    name: 'Nama bisnis',
    email: 'Email bisnis',
    country: 'Negara operasional',
    id: 'ID bisnis',
    countries: { Indonesia: 'Indonesia', Philippines: 'Filipina', Singapore: 'Remitansi regional (Singapura)' },
    logo: 'Logo bisnis',
    logoAlt: 'Logo {{business}}',
    noLogo: 'Belum ada logo.',
    chooseLogo: 'Logo baru',
    logoRules: 'JPEG atau PNG, maksimal 1 MB, minimal 200×200 piksel.',
    uploading: 'Mengunggah logo…',
    logoSaved: 'Logo baru telah disimpan.',
    logoAdminOnly: 'Administrator bisnis ini dapat mengganti logo.',
    timezone: 'Zona waktu',
    timezoneHint: 'Tanggal dan waktu di dasbor ditampilkan dalam zona ini.',
    useBrowserZone: 'Gunakan zona waktu peramban saya ({{zone}})',
    chooseZone: 'Zona waktu',
    chooseZonePlaceholder: 'Cari kota atau negara',
    saveZone: 'Simpan zona waktu',
    zoneSaved: 'Zona waktu telah disimpan.',
    zoneLabel: '({{offset}}) {{zone}} · {{country}}',
    zonesLoading: 'Memuat zona waktu',
  },
};
