import { parseDeclaration } from './declaration';

const base = { title: { en: 'Settings', id: 'Pengaturan' }, routes: [{ path: '/settings/*' }] };
const entry = { key: 'create-api-key', path: '/settings/developers', anchor: 'api-keys', label: { en: 'Create API key', id: 'Buat kunci API' } };

describe('palette entries in a declaration (contracts 2.5.0)', () => {
  test('are optional, and kept when valid', () => {
    expect(parseDeclaration(base)).toEqual({ ok: true, value: { ...base, menu: [], slots: [] } });
    const withKeywords = { ...entry, keywords: { en: ['developers'], id: ['pengembang'] }, gate: { audience: 'administrators' } };
    expect(parseDeclaration({ ...base, palette: [withKeywords] })).toEqual({ ok: true, value: { ...base, menu: [], slots: [], palette: [withKeywords] } });
  });

  test.each([
    ['not a list', { palette: {} }, '"palette" must be a list'],
    ['a label in one language', { palette: [{ ...entry, label: { en: 'Create API key' } }] }, 'palette[0].label needs a text in en and id'],
    ['a relative path', { palette: [{ ...entry, path: 'settings' }] }, 'palette[0].path must be an absolute path'],
    ['a wildcard path', { palette: [{ ...entry, path: '/settings/*' }] }, 'palette[0].path must be an absolute path'],
    ['an anchor with a hash', { palette: [{ ...entry, anchor: '#api-keys' }] }, 'palette[0].anchor must be a lower-case anchor'],
    ['keywords of an unknown language', { palette: [{ ...entry, keywords: { fr: ['clé'] } }] }, 'palette[0].keywords must be lists of words per language'],
    ['a gate without audience', { palette: [{ ...entry, gate: {} }] }, 'palette[0].gate needs an audience'],
    ['a key twice', { palette: [entry, entry] }, 'a palette key is declared twice'],
  ])('are refused with %s', (_, extra, error) => {
    expect(parseDeclaration({ ...base, ...extra })).toEqual({ ok: false, error });
  });
});
