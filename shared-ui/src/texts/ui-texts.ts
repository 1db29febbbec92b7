/**
 * The few words shared-ui says on its own (default button labels, pager, announcements). shared-ui
 * has no i18next instance: the caller registers these dictionaries in its own i18n (namespace
 * `shared-ui`) and hands a `translate` function to `UiTextProvider` (docs/decisions/0013).
 */
export const UI_TEXTS_EN = {
  cancel: 'Cancel',
  okay: 'Okay',
  close: 'Close',
  retry: 'Retry',
  loading: 'Loading',
  copy: 'Copy',
  copied: 'Copied',
  required: 'required',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {{page}} of {{pages}}',
  pagesOf: 'Pages of {{name}}',
  rows: '{{count}} results',
  shownRows: '{{count}} shown',
  showMore: 'Show more',
  sortedAscending: 'sorted ascending',
  sortedDescending: 'sorted descending',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  slideOf: 'Slide {{index}} of {{count}}',
  pause: 'Pause',
  play: 'Play',
  chooseFile: 'Choose a file',
  dropFile: 'or drop it here',
  uploading: 'Uploading {{percent}}%',
  removeFile: 'Remove file',
  fileTypeError: 'This file type is not accepted. Accepted: {{types}}.',
  fileSizeError: 'This file is larger than {{size}}.',
  fileDimensionsError: 'The image must be at least {{width}}×{{height}} pixels.',
  fileUnreadableError: 'This image could not be read.',
  codeCell: 'Character {{index}} of {{count}}',
  rangeTooLong: 'Choose at most {{days}} days.',
  rangeEndBeforeStart: 'The end date must be after the start date.',
  anyDates: 'All dates',
  clearDates: 'Clear dates',
  step: 'Step {{index}} of {{count}}',
  stepDone: 'done',
  stepCurrent: 'current',
  tourNext: 'Next',
  tourBack: 'Back',
  tourDone: 'Done',
  tourSkip: 'Skip tour',
  noOptions: 'No results',
  showSecret: 'Show',
  hideSecret: 'Hide',
} as const;

export type UiTextKey = keyof typeof UI_TEXTS_EN;
export type UiTexts = Record<UiTextKey, string>;

export const UI_TEXTS_ID: UiTexts = {
  cancel: 'Batal',
  okay: 'Oke',
  close: 'Tutup',
  retry: 'Coba lagi',
  loading: 'Memuat',
  copy: 'Salin',
  copied: 'Disalin',
  required: 'wajib',
  previousPage: 'Halaman sebelumnya',
  nextPage: 'Halaman berikutnya',
  pageOf: 'Halaman {{page}} dari {{pages}}',
  pagesOf: 'Halaman {{name}}',
  rows: '{{count}} hasil',
  shownRows: '{{count}} ditampilkan',
  showMore: 'Tampilkan lebih banyak',
  sortedAscending: 'diurutkan naik',
  sortedDescending: 'diurutkan turun',
  previousSlide: 'Slide sebelumnya',
  nextSlide: 'Slide berikutnya',
  slideOf: 'Slide {{index}} dari {{count}}',
  pause: 'Jeda',
  play: 'Putar',
  chooseFile: 'Pilih berkas',
  dropFile: 'atau letakkan di sini',
  uploading: 'Mengunggah {{percent}}%',
  removeFile: 'Hapus berkas',
  fileTypeError: 'Jenis berkas ini tidak diterima. Yang diterima: {{types}}.',
  fileSizeError: 'Berkas ini lebih besar dari {{size}}.',
  fileDimensionsError: 'Gambar minimal berukuran {{width}}×{{height}} piksel.',
  fileUnreadableError: 'Gambar ini tidak dapat dibaca.',
  codeCell: 'Karakter {{index}} dari {{count}}',
  rangeTooLong: 'Pilih paling lama {{days}} hari.',
  rangeEndBeforeStart: 'Tanggal akhir harus setelah tanggal mulai.',
  anyDates: 'Semua tanggal',
  clearDates: 'Hapus tanggal',
  step: 'Langkah {{index}} dari {{count}}',
  stepDone: 'selesai',
  stepCurrent: 'saat ini',
  tourNext: 'Berikutnya',
  tourBack: 'Kembali',
  tourDone: 'Selesai',
  tourSkip: 'Lewati tur',
  noOptions: 'Tidak ada hasil',
  showSecret: 'Tampilkan',
  hideSecret: 'Sembunyikan',
};

export type TextValues = Record<string, string | number>;
export type Translate = (key: UiTextKey, values?: TextValues) => string;

/** `{{name}}` placeholders, as i18next writes them. */
export function interpolate(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export const englishTexts: Translate = (key, values) => interpolate(UI_TEXTS_EN[key], values);
