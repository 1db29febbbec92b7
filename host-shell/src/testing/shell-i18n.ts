import type { Language } from 'shared-contracts';
import { createShellI18n } from '../i18n/create-i18n';
import { id } from '../i18n/id';

/**
 * The shell's i18next with every language's texts already in: a test shows either language at once,
 * where the running shell downloads a language other than English first (create-i18n.ts).
 */
export const shellI18nForTests = (language: Language) => createShellI18n(language, { id });
