import type { MenuGroup } from 'shared-contracts/rules';
import type { PaletteItem } from './palette-search';
import { onePerLabel, shellPaletteEntries } from './shell-palette-entries';

const CARD_PAYMENTS = { kind: 'entry', key: 'credit-card-payments', path: '/credit_cards/payments', label: 'x' };
const menu = (withCards: boolean) => [{ key: 'accept-payments', items: withCards ? [CARD_PAYMENTS] : [] }] as unknown as MenuGroup[];

test('refunds: offered to editors where the card payments entry shows, opening that list; the profile always', () => {
  expect(shellPaletteEntries(menu(true), { can_edit: true }).map((e) => [e.key, e.href])).toEqual([
    ['shell:profile', '/profile'],
    ['shell:refund-card-payment', '/credit_cards/payments'],
  ]);
  expect(shellPaletteEntries(menu(true), { can_edit: false }).map((e) => e.key)).toEqual(['shell:profile']);
  expect(shellPaletteEntries(menu(false), { can_edit: true }).map((e) => e.key)).toEqual(['shell:profile']);
});

test('one item per name, the first kept', () => {
  const item = (key: string, en: string, id: string) => ({ entry: { key }, labels: { en, id } }) as unknown as PaletteItem;
  const items = [item('menu:integrations', 'Integrations', 'Integrasi'), item('page:settings.integrations', 'Integrations ', 'Integrasi'), item('menu:team', 'Team', 'Tim')];
  expect(onePerLabel(items).map((i) => i.entry.key)).toEqual(['menu:integrations', 'menu:team']);
});
