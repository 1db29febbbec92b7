// The remote's i18n namespace ('sending-money'); the shell owns the language.
export { en } from './en';
export { id } from './id';
