import declaration from '../declaration.json';
import { screen, within } from '@testing-library/react';
import { remoteContractProblems } from 'shared-contracts/testing';
import remote from './remote';
import { SETTINGS_PAGES } from './rules/settings-sections';
import { renderSettings } from './testing/render';

describe('settings ./remote', () => {
  it('is called "settings" and mounts as react', () => {
    expect(remote.name).toBe('settings');
    expect(remote.mount).toBe('react');
  });

  it('honours the remote contract the shell checks', async () => {
    await expect(remoteContractProblems(remote, declaration)).resolves.toEqual([]);
  });
});

describe('the settings landing', () => {
  const cards = () => within(screen.getByRole('navigation', { name: 'Settings pages' })).getAllByRole('link');

  it('shows an anchor card for every page an owner may see (spec 01 §6)', () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(cards().map((link) => link.querySelector('strong')?.textContent)).toEqual([
      'Business profile', 'Payment methods', 'Team', 'Billing', 'Developers', 'Withdrawals',
    ]);
  });

  it("shows a viewer only the pages their gates allow", () => {
    renderSettings({ persona: 'viewer' });
    expect(cards().map((link) => link.getAttribute('href'))).toEqual([
      '/settings/business-profile', '/settings/payment-methods', '/settings/billings#billing-statements',
    ]);
  });

  it('removes the pages the business excludes', () => {
    renderSettings({ business: { permission: { exclude_dashboard_page: [], exclude_dashboard_settings: ['team'] } } });
    expect(cards().map((link) => link.getAttribute('href'))).not.toContain('/settings/team#members');
  });

  it('waits for the session facts before deciding', () => {
    renderSettings({ pending: true });
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings pages' })).not.toBeInTheDocument();
  });

  it('speaks Indonesian', () => {
    renderSettings({ language: 'id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Halaman pengaturan' })).toBeInTheDocument();
  });
});

describe('a settings page', () => {
  it('has the section nav with the current page marked', () => {
    renderSettings({ path: '/settings/business-profile' });
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getByRole('link', { name: 'Business profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Team' })).not.toHaveAttribute('aria-current');
  });

  it('answers not found for a page the user may not see, the same as for an unknown one', () => {
    renderSettings({ path: '/settings/team', persona: 'viewer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('answers not found for an unknown page', () => {
    const { hostApi } = renderSettings({ path: '/settings/does-not-exist' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(hostApi.reportedErrors).toEqual([]);
  });

  it('has a title and a summary for every page it declares', () => {
    const names = SETTINGS_PAGES.map((page) => page.name).sort();
    const en = remote.translations.en as { pages: Record<string, string>; summaries: Record<string, string> };
    expect(Object.keys(en.pages).sort()).toEqual(names);
    expect(Object.keys(en.summaries).sort()).toEqual(names);
  });
});
