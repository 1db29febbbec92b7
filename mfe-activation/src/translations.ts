// The activation namespace, one file per language (each over a hundred lines).
export { en } from './translations/en';
export { id } from './translations/id';
