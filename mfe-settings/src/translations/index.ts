export { en } from './en';
export { id } from './id';
