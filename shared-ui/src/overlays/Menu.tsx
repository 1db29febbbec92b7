import { useId, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover, Separator, Text } from 'react-aria-components/Menu';
import { cx } from '../class-names';
import { useUiLocale } from '../texts/UiTextProvider';
import type { OverlayTriggerProps } from './trigger';
import '../actions/actions.css';
import './overlays.css';

/**
 * An entry runs `onAction(id)`; one with `href` is a real link: a page of the dashboard moves
 * through the caller's router (`onNavigate`), another origin or `target: '_blank'` opens as the
 * browser would.
 */
export type MenuEntry =
  | {
      id: string;
      label: ReactNode;
      /** The text typeahead uses when `label` is not a string. */
      textValue?: string;
      href?: string;
      /** `_blank` opens a new tab (with `rel="noreferrer"`); say so in the label for screen readers. */
      target?: '_blank';
      /** The entry's language when it differs from the page's (a language menu). */
      lang?: string;
      isDisabled?: boolean;
    }
  | { id: string; separator: true };

export interface MenuProps extends OverlayTriggerProps {
  items: readonly MenuEntry[];
  onAction?: (id: string) => void;
  /** Radio-like menus (the language menu): the chosen entry is checked. */
  selectedId?: string;
  /** Client-side navigation for entries with a same-origin `href` (react-router's navigate). */
  onNavigate?: (path: string) => void;
  /**
   * A line under the entries, and the description of every disabled one: why it is disabled.
   * (Text inside an entry must be part of its name, WCAG 2.5.3; a reason is not a name.)
   */
  note?: ReactNode;
}

/**
 * A menu button (WAI-ARIA menu pattern, from react-aria-components): arrow keys, typeahead,
 * Escape returns focus to the trigger, links open as links. The menu is named by its trigger.
 */
export function Menu({
  trigger,
  triggerLabel,
  triggerVariant = 'ghost',
  triggerClassName,
  triggerAutoFocus,
  items,
  onAction,
  selectedId,
  onNavigate,
  placement = 'bottom end',
  onOpenChange,
  defaultOpen,
  isOpen,
  note,
}: MenuProps) {
  const locale = useUiLocale();
  const noteId = useId();
  const menu = (
    <I18nProvider locale={locale}>
      <MenuTrigger onOpenChange={onOpenChange} defaultOpen={defaultOpen} isOpen={isOpen}>
        <Button className={cx('mdp-button', triggerClassName)} data-variant={triggerVariant} aria-label={triggerLabel} autoFocus={triggerAutoFocus}>
          {trigger}
        </Button>
        <Popover className="mdp-popover" placement={placement} offset={4}>
          <AriaMenu
            className="mdp-menu"
            onAction={(key) => onAction?.(String(key))}
            {...(selectedId !== undefined ? { selectionMode: 'single' as const, selectedKeys: [selectedId] } : {})}
          >
            {items.map((item) =>
              'separator' in item ? (
                <Separator key={item.id} id={item.id} className="mdp-menu-separator" />
              ) : (
                <MenuItem
                  key={item.id}
                  id={item.id}
                  href={item.href}
                  target={item.target}
                  rel={item.target === '_blank' ? 'noreferrer' : undefined}
                  lang={item.lang}
                  isDisabled={item.isDisabled}
                  aria-describedby={note && item.isDisabled ? noteId : undefined}
                  className="mdp-menu-item"
                  textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : item.id)}
                >
                  {({ isSelected }) => (
                    <>
                      {selectedId !== undefined ? (
                        <span className="mdp-menu-check" aria-hidden="true">
                          {isSelected ? '✓' : ''}
                        </span>
                      ) : null}
                      <Text slot="label" className="mdp-menu-text">
                        {item.label}
                      </Text>
                    </>
                  )}
                </MenuItem>
              ),
            )}
          </AriaMenu>
          {note ? (
            <p id={noteId} className="mdp-menu-note">
              {note}
            </p>
          ) : null}
        </Popover>
      </MenuTrigger>
    </I18nProvider>
  );
  return onNavigate ? <RouterProvider navigate={onNavigate}>{menu}</RouterProvider> : menu;
}
