import { observer } from 'mobx-react-lite';
import { use, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, type Language } from 'shared-contracts';
import { commandPalette, paletteLabel } from 'shared-contracts/rules';
import { Modal } from 'shared-ui/overlays';
import { SHELL_NAMESPACE } from '../i18n/create-i18n';
import { useRemotePlatform } from '../platform/remote-platform';
import { useShellServices } from '../platform/shell-context';
import { registerPaletteTexts, PALETTE_NAMESPACE } from './palette-i18n';
import { searchPalette, type PaletteItem } from './palette-search';
import { onePerLabel, shellPaletteEntries } from './shell-palette-entries';
import './palette.css';

const asLanguage = (language: string): Language => ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en');

/**
 * The command palette (⌘K / Ctrl+K; issue 23): the pages and actions this user may open, from the
 * menu's gates and the remotes' declarations, searchable in en and id. A combobox over a listbox
 * (WAI-ARIA APG): focus stays in the field, ↑/↓ move the active option, Enter opens it, and the
 * count of results is announced.
 */
const CommandPalette = observer(function CommandPalette({ onClose }: { onClose: () => void }) {
  const { i18n } = useTranslation();
  registerPaletteTexts(i18n);
  const { t } = useTranslation(PALETTE_NAMESPACE);
  const { session } = useShellServices();
  const { registryReady } = useRemotePlatform();
  const remotes = use(registryReady);
  const navigate = useNavigate();
  const language = asLanguage(i18n.language);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const ids = useId();

  const items = useMemo((): PaletteItem[] => {
    const decision = commandPalette(session.site.navigation, remotes);
    const menu = session.site.menu;
    if (decision.status !== 'ready' || menu.status !== 'ready') return [];
    const entries = [...decision.entries, ...shellPaletteEntries(menu.groups, session.user)];
    return onePerLabel(entries.map((entry) => ({
      entry,
      labels: Object.fromEntries(
        LANGUAGES.map((lng) => [lng, paletteLabel(entry.label, lng, (key) => i18n.getFixedT(lng, [PALETTE_NAMESPACE, SHELL_NAMESPACE])(key))]),
      ) as Record<Language, string>,
    })));
  }, [session.site.navigation, session.site.menu, session.user, remotes, i18n]);
  const results = searchPalette(items, query, language);
  const current = Math.min(active, Math.max(results.length - 1, 0));
  const optionId = (index: number) => `${ids}-option-${index}`;

  const open = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    void navigate(item.entry.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    const moves: Record<string, number> = { ArrowDown: current + 1 > last ? 0 : current + 1, ArrowUp: current - 1 < 0 ? last : current - 1, Home: 0, End: last };
    if (event.key in moves && results.length > 0) {
      event.preventDefault();
      setActive(moves[event.key]!);
      document.getElementById(optionId(moves[event.key]!))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(results[current]);
    }
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title={t('title')} isDismissable>
      <div className="palette">
        <label className="palette-label" htmlFor={`${ids}-input`}>
          {t('search')}
        </label>
        <input
          id={`${ids}-input`}
          className="palette-input"
          type="text"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={`${ids}-list`}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
          aria-describedby={`${ids}-hint`}
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <p id={`${ids}-hint`} className="palette-hint">
          {t('hint')}
        </p>
        <ul id={`${ids}-list`} role="listbox" aria-label={t('search')} className="palette-list">
          {results.map((item, index) => (
            <li
              key={item.entry.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className="palette-option"
              onMouseMove={() => setActive(index)}
              onClick={() => open(item)}
            >
              <span>{item.labels[language]}</span>
              <span className="palette-kind">{t(`kinds.${item.entry.kind}`)}</span>
            </li>
          ))}
        </ul>
        {results.length === 0 ? <p className="palette-none">{t('none', { query })}</p> : null}
        <p className="visually-hidden" role="status" aria-live="polite">
          {t('results', { count: results.length })}
        </p>
      </div>
    </Modal>
  );
});

export default CommandPalette;
