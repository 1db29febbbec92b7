import { type RemoteModule, type TranslationTree } from 'shared-contracts';
import { HELP_MENU, SHELL_MENU, VALIDATION_MESSAGES, menuEntries } from 'shared-contracts/rules';
import { createShellI18n, initialLanguage, loadLanguage, registerRemoteTranslations, showLanguage, SHELL_NAMESPACE } from './create-i18n';
import { en } from './en';
import { id } from './id';

/** Every leaf of a translation tree as `a.b.c`, sorted. */
function leafKeys(tree: TranslationTree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)))
    .sort();
}

function leaves(tree: TranslationTree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
}

/** The `{{placeholders}}` of every leaf, by key. */
function placeholders(tree: TranslationTree, prefix = ''): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort()]]
        : Object.entries(placeholders(value, `${prefix}${key}.`)),
    ),
  );
}

describe('shell translations', () => {
  it('en and id have exactly the same keys, at every depth', () => {
    expect(leafKeys(id)).toEqual(leafKeys(en));
    expect(leafKeys(en).length).toBeGreaterThan(10);
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('%s has no empty strings', (_language, tree) => {
    for (const value of leaves(tree)) expect(value.trim()).not.toBe('');
  });

  it('en and id use the same placeholders in every string', () => {
    expect(placeholders(id)).toEqual(placeholders(en));
  });

  it('has a label for every entry, group and subgroup of its own menu and every help entry (remotes bring their own labels)', () => {
    const i18n = createShellI18n('en');
    const labels = [
      ...SHELL_MENU.flatMap((group) => (group.label ? [group.label] : [])),
      ...SHELL_MENU.flatMap((group) => group.items.filter((item) => item.kind === 'subgroup').map((item) => item.label)),
      ...menuEntries(SHELL_MENU).map((entry) => entry.label as string),
      ...HELP_MENU.map((entry) => entry.label),
    ];
    const missing = labels.filter((label) => !i18n.exists(label));
    expect(missing).toEqual([]);
  });

  it('has a text for every validation message key', () => {
    const i18n = createShellI18n('id', { id });
    const missing = Object.values(VALIDATION_MESSAGES).filter((key) => !i18n.exists(`validation.${key}`));
    expect(missing).toEqual([]);
  });

  it('has a message for every override refusal reason', () => {
    expect(Object.keys(en.overrides.reasons).sort()).toEqual(['invalidUrl', 'originNotAllowed', 'staffOnly', 'unknownRemote']);
  });
});

describe('initialLanguage', () => {
  it.each([
    ['?lang=id', 'id'],
    ['?lang=en', 'en'],
    ['lang=id', 'id'],
    ['?page=2&lang=id', 'id'],
    ['', 'en'],
    ['?lang=', 'en'],
    ['?lang=fr', 'en'],
    ['?lang=ID', 'en'],
    ['?lang=id-ID', 'en'],
    ['?language=id', 'en'],
  ])('%j → %s', (search, expected) => {
    expect(initialLanguage(search)).toBe(expected);
  });
});

describe('createShellI18n', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('sets <html lang> to the language it starts with', () => {
    createShellI18n('id');
    expect(document.documentElement).toHaveAttribute('lang', 'id');
    createShellI18n('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('keeps <html lang> in step with changeLanguage', async () => {
    const i18n = createShellI18n('en');
    await i18n.changeLanguage('id');
    expect(document.documentElement).toHaveAttribute('lang', 'id');
    expect(i18n.language).toBe('id');
    await i18n.changeLanguage('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('translates synchronously from the shell namespace, interpolating without HTML escaping', () => {
    const i18n = createShellI18n('en');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('menu.cash')).toBe('Cash');
    expect(i18n.t(`${SHELL_NAMESPACE}:appName`)).toBe('Merchant Dashboard');
    expect(i18n.t('remoteFailure.title', { name: 'A & B' })).toBe('A & B could not be loaded.');
  });

  it('speaks Indonesian when created with id and its texts', () => {
    expect(createShellI18n('id', { id }).t('remoteFailure.retry')).toBe('Coba lagi');
  });

  it('has only English in its own code: Indonesian is loaded once, then shown (issue 46)', async () => {
    const i18n = createShellI18n('id');
    // Until the texts are in, a text shows in English (every text's fallback), the brand's name in Indonesian already.
    expect(i18n.t('remoteFailure.retry')).toBe('Retry');
    expect(i18n.t('appName')).toBe('Dasbor Merchant');
    const added = jest.spyOn(i18n, 'addResourceBundle');
    await Promise.all([loadLanguage(i18n, 'id'), loadLanguage(i18n, 'id')]);
    expect(added.mock.calls.filter(([, namespace]) => namespace === SHELL_NAMESPACE)).toHaveLength(1);
    expect(i18n.t('remoteFailure.retry')).toBe('Coba lagi');
    expect(i18n.t('appName')).toBe('Dasbor Merchant');
  });

  it('switches with showLanguage once the texts are in, and at once when they are', async () => {
    const i18n = createShellI18n('en');
    const switching = showLanguage(i18n, 'id');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('id');
    expect(i18n.t('remoteFailure.retry')).toBe('Coba lagi');
    void showLanguage(i18n, 'en');
    expect(i18n.language).toBe('en');
    void showLanguage(i18n, 'id');
    expect(i18n.language).toBe('id');
  });

  it('makes independent instances', async () => {
    const a = createShellI18n('en');
    const b = createShellI18n('en');
    await showLanguage(a, 'id');
    expect(b.language).toBe('en');
    expect(b.t('menu.cash')).toBe('Cash');
  });
});

describe('registerRemoteTranslations', () => {
  it("adds a remote's translations for every language under the remote's name", async () => {
    const i18n = createShellI18n('en');
    const module: RemoteModule = {
      name: 'cards',
      contracts: '^1.0.0',
      mount: 'react',
      routes: [],
      translations: { en: { payments: { title: 'Card payments' } }, id: { payments: { title: 'Pembayaran kartu' } } },
    };
    registerRemoteTranslations(i18n, module);
    expect(i18n.t('cards:payments.title')).toBe('Card payments');
    await showLanguage(i18n, 'id');
    expect(i18n.t('cards:payments.title')).toBe('Pembayaran kartu');
    // The shell namespace is untouched (its Indonesian loaded after the remote's was added).
    expect(i18n.t('menu.cash')).toBe('Kas');
  });

  describe('a remote that fetches its Indonesian when shown (contracts 3.1, decision 0083)', () => {
    const cards = (loadTranslations: RemoteModule['loadTranslations']): RemoteModule => ({
      name: 'cards',
      contracts: '^3.1.0',
      mount: 'react',
      routes: [],
      translations: { en: { payments: { title: 'Card payments' } }, id: {} },
      loadTranslations,
    });

    it('in an English session fetches nothing, and fetches before a switch to Indonesian shows it', async () => {
      const i18n = createShellI18n('en');
      const load = jest.fn(async () => ({ payments: { title: 'Pembayaran kartu' } }));
      await registerRemoteTranslations(i18n, cards(load));
      expect(load).not.toHaveBeenCalled();
      expect(i18n.t('cards:payments.title')).toBe('Card payments');
      const switching = showLanguage(i18n, 'id');
      expect(i18n.language).toBe('en');
      await switching;
      expect(load).toHaveBeenCalledWith('id');
      expect(i18n.t('cards:payments.title')).toBe('Pembayaran kartu');
      await showLanguage(i18n, 'en');
      await showLanguage(i18n, 'id');
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('in an Indonesian session resolves its registration once the texts are in, so the page renders in Indonesian', async () => {
      const i18n = createShellI18n('id', { id });
      const load = jest.fn(async () => ({ payments: { title: 'Pembayaran kartu' } }));
      await registerRemoteTranslations(i18n, cards(load));
      expect(i18n.t('cards:payments.title')).toBe('Pembayaran kartu');
    });

    it('reports a failed fetch, shows English, still switches, and asks again on the next switch', async () => {
      const i18n = createShellI18n('id', { id });
      const failure = new Error('chunk failed');
      const load = jest.fn().mockRejectedValueOnce(failure).mockResolvedValue({ payments: { title: 'Pembayaran kartu' } });
      const onError = jest.fn();
      await registerRemoteTranslations(i18n, cards(load), onError);
      expect(onError).toHaveBeenCalledWith(failure);
      expect(i18n.t('cards:payments.title')).toBe('Card payments');
      await showLanguage(i18n, 'en');
      await showLanguage(i18n, 'id');
      expect(i18n.language).toBe('id');
      expect(load).toHaveBeenCalledTimes(2);
      expect(i18n.t('cards:payments.title')).toBe('Pembayaran kartu');
    });
  });
});
