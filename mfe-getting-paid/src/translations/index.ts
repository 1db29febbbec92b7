// The remote's i18n namespace ('getting-paid'); the shell owns the language.
export { en } from './en';
export { id } from './id';
