import type { User } from 'shared-contracts';
import { menuEntries, type MenuGroup, type PaletteEntry } from 'shared-contracts/rules';
import { PROFILE_PATH } from '../profile/profile-path';
import type { PaletteItem } from './palette-search';

/**
 * The palette's entries of the shell's own (issue 42): the user's profile (decision 0066), and
 * "Refund a card payment". A refund is made on a card payment's page (spec 02 §2), so the entry opens
 * the card payments list to find the payment by its reference, amount or card; it is offered where
 * the card payments entry shows and the user may refund (can_edit, the gateway's rule for refunds).
 */
export function shellPaletteEntries(menu: readonly MenuGroup[], user: Pick<User, 'can_edit'> | null): PaletteEntry[] {
  const profile: PaletteEntry = { key: 'shell:profile', href: PROFILE_PATH, label: 'profile.menuEntry', keywords: ['account', 'password', 'phone', 'akun', 'kata sandi', 'telepon'], kind: 'page' };
  const cardPayments = menuEntries(menu).find((entry) => entry.key === 'credit-card-payments');
  if (!cardPayments || !user?.can_edit) return [profile];
  const refund: PaletteEntry = {
    key: 'shell:refund-card-payment',
    href: cardPayments.path,
    label: { en: 'Refund a card payment', id: 'Kembalikan dana pembayaran kartu' },
    keywords: ['refund', 'refunds', 'return money', 'pengembalian dana', 'refund kartu'],
    kind: 'action',
  };
  return [profile, refund];
}

/**
 * One item per name: a page reached twice (the menu's Integrations and the settings page of the
 * same name) is offered once, as the menu lists it first (issue 42).
 */
export function onePerLabel(items: readonly PaletteItem[]): PaletteItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const name = Object.values(item.labels)
      .map((label) => label.trim().toLocaleLowerCase())
      .join('|');
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}
