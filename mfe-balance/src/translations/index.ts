// The remote's i18n namespace ('balance'); the shell owns the language. The card export's messages
// (spec 02 §5) are the same words as the cards remote's.
export { en } from './en';
export { id } from './id';
