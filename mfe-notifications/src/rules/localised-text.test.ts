import { textIn } from './localised-text';

describe('textIn: the user language with English fallback', () => {
  const both = { en: 'Cards now settle faster', id: 'Kartu kini lebih cepat cair' };

  it.each([
    ['en', both, 'Cards now settle faster'],
    ['id', both, 'Kartu kini lebih cepat cair'],
    ['id-ID', both, 'Kartu kini lebih cepat cair'],
    ['ID', both, 'Kartu kini lebih cepat cair'],
    ['id', { en: 'Account review completed' }, 'Account review completed'],
    ['id', { en: 'Security notice', id: '' }, 'Security notice'],
    ['id', { en: 'Security notice', id: '   ' }, 'Security notice'],
    ['fr', both, 'Cards now settle faster'],
    ['', both, 'Cards now settle faster'],
  ])('%j of %j is %j', (language, text, expected) => {
    expect(textIn(text, language)).toBe(expected);
  });

  it('never reads a property that is not a language', () => {
    expect(textIn(both, 'constructor')).toBe('Cards now settle faster');
    expect(textIn(both, '__proto__')).toBe('Cards now settle faster');
  });
});
