import { ERROR_CODES, messageKeyFor } from 'shared-contracts';
import { shellI18nForTests } from '../testing/shell-i18n';

describe('error catalogue texts', () => {
  it.each(['en', 'id'] as const)('has a %s text for the message key of every catalogue code', (language) => {
    const i18n = shellI18nForTests(language);
    for (const code of ERROR_CODES) {
      const key = messageKeyFor(code);
      expect(i18n.exists(key, { count: 2 })).toBe(true);
      expect(i18n.t(key, { count: 2 })).not.toBe(key);
    }
  });

  it('says the retry time in minutes for TOO_MANY_REQUESTS, singular and plural', () => {
    const i18n = shellI18nForTests('en');
    const key = messageKeyFor('TOO_MANY_REQUESTS');
    expect(i18n.t(key, { count: 30 })).toBe('Too many attempts. Please try again in 30 minutes.');
    expect(i18n.t(key, { count: 1 })).toBe('Too many attempts. Please try again in 1 minute.');
    expect(shellI18nForTests('id').t(key, { count: 30 })).toBe('Terlalu banyak percobaan. Silakan coba lagi dalam 30 menit.');
  });
});
