/** The business profile page: details and the logo. */
export const businessProfileEn = {
  profile: {
    details: 'Business details',
    name: 'Business name',
    email: 'Business email',
    country: 'Country of operation',
    id: 'Business ID',
    countries: { Indonesia: 'Indonesia', Philippines: 'Philippines', Singapore: 'Regional remittance (Singapore)' },
    logo: 'Business logo',
    logoAlt: 'Logo of {{business}}',
    noLogo: 'No logo yet.',
    chooseLogo: 'New logo',
    logoRules: 'JPEG or PNG, at most 1 MB, at least 200×200 pixels.',
    uploading: 'Uploading the logo…',
    logoSaved: 'The new logo is saved.',
    logoAdminOnly: 'An administrator of this business can change the logo.',
  },
};

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
  },
};
