import { render, screen } from '@testing-library/react';
import { SectionNav } from './SettingsNavigation';

const ITEMS = [
  { href: '#lists', title: 'Daftar blokir dan izin' },
  { href: '#rules', title: 'Aturan' },
  { href: '#reports', title: 'Laporan' },
  { href: '#settings', title: 'Pengaturan kartu' },
];

/** A row 358 px wide whose tabs are 160 px each, side by side (a phone's scrolling row). */
function layOut() {
  const row = screen.getByRole('list');
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 358 });
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 640 });
  row.getBoundingClientRect = () => ({ left: 16, width: 358 }) as DOMRect;
  screen.getAllByRole('link').forEach((link, index) => {
    link.getBoundingClientRect = () => ({ left: 16 + index * 160 - row.scrollLeft, width: 160 }) as DOMRect;
  });
  return row;
}

test('the section nav marks the current section', () => {
  render(<SectionNav label="Fraud prevention" items={ITEMS} current="#rules" />);
  expect(screen.getByRole('link', { name: 'Aturan' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('navigation', { name: 'Fraud prevention' })).toBeInTheDocument();
});

test('a row wider than the screen scrolls the current section into view, centred', () => {
  const { rerender } = render(<SectionNav label="Fraud prevention" items={ITEMS} current="#lists" />);
  const row = layOut();
  rerender(<SectionNav label="Fraud prevention" items={ITEMS} current="#settings" />);
  // The fourth tab starts 480 px into the row: centred in 358 px, the row scrolls by 480 - 99.
  expect(row.scrollLeft).toBe(381);
});

test('a row that fits is not scrolled', () => {
  const { rerender } = render(<SectionNav label="Fraud prevention" items={ITEMS} current="#lists" />);
  const row = screen.getByRole('list');
  rerender(<SectionNav label="Fraud prevention" items={ITEMS} current="#settings" />);
  expect(row.scrollLeft).toBe(0);
});
