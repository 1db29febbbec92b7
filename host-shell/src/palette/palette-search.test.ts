import type { PaletteEntry } from 'shared-contracts/rules';
import { searchPalette, type PaletteItem } from './palette-search';

const item = (key: string, en: string, id: string, keywords: string[] = [], href = `/${key}`): PaletteItem => ({
  entry: { key, href, label: en, keywords, kind: 'page' } as PaletteEntry,
  labels: { en, id },
});

const ITEMS = [
  item('settings', 'Settings', 'Pengaturan'),
  item('team', 'Team', 'Tim', [], '/settings/team'),
  item('api-key', 'Create API key', 'Buat kunci API', ['developers', 'pengembang']),
  item('export', 'Export transactions', 'Ekspor transaksi', ['csv', 'unduh']),
  item('payments', 'Card payments', 'Pembayaran kartu'),
];
const keys = (query: string, language: 'en' | 'id' = 'en') => searchPalette(ITEMS, query, language).map((i) => i.entry.key);

test('an empty query lists everything in order', () => {
  expect(keys('  ')).toEqual(['settings', 'team', 'api-key', 'export', 'payments']);
});

test('finds by the label in either language, whatever the current one', () => {
  expect(keys('pengaturan')).toEqual(['settings']);
  expect(keys('ekspor')).toEqual(['export']);
  expect(keys('Export', 'id')).toEqual(['export']);
});

test('finds by keywords and path, every word must match, case and accents aside', () => {
  expect(keys('unduh')).toEqual(['export']);
  expect(keys('CSV transactions')).toEqual(['export']);
  expect(keys('settings/team')).toEqual(['team']);
  expect(keys('sett')).toEqual(['settings']); // the path counts only for a query with a slash
  expect(keys('kunci pengembang')).toEqual(['api-key']);
  expect(keys('tëam')).toEqual(['team']);
  expect(keys('nothing like it')).toEqual([]);
});

test('a label that starts with the query comes first', () => {
  expect(keys('pay')).toEqual(['payments']);
  expect(keys('t')[0]).toBe('team'); // "Team" starts with t; the others only contain it
});
