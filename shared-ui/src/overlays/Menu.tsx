import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components/Menu';
import { cx } from '../class-names';
import { useUiLocale } from '../texts/UiTextProvider';
import '../actions/actions.css';
import './overlays.css';

/**
 * An entry runs `onAction(id)`; one with `href` is a real link (a full page load: use it for
 * external pages, and `onAction` with the router's navigate for pages of the dashboard).
 */
export type MenuEntry =
  | { id: string; label: ReactNode; /** The text typeahead and screen readers use when `label` is not a string. */ textValue?: string; href?: string; isDisabled?: boolean; description?: ReactNode }
  | { id: string; separator: true };

export interface MenuProps {
  /** The trigger's content: text, or an avatar/icon with `triggerLabel`. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text. */
  triggerLabel?: string;
  triggerVariant?: 'primary' | 'secondary' | 'ghost';
  triggerClassName?: string;
  items: readonly MenuEntry[];
  onAction?: (id: string) => void;
  /** Radio-like menus (the language menu): the chosen entry is checked. */
  selectedId?: string;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  onOpenChange?: (open: boolean) => void;
  /** Opens on first render (stories, a menu a tour points at). */
  defaultOpen?: boolean;
}

/**
 * A menu button (WAI-ARIA menu pattern, from react-aria-components): arrow keys, typeahead,
 * Escape returns focus to the trigger, links open as links. The menu is named by its trigger.
 */
export function Menu({ trigger, triggerLabel, triggerVariant = 'ghost', triggerClassName, items, onAction, selectedId, placement = 'bottom end', onOpenChange, defaultOpen }: MenuProps) {
  const locale = useUiLocale();
  return (
    <I18nProvider locale={locale}>
      <MenuTrigger onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
        <Button className={cx('mdp-button', triggerClassName)} data-variant={triggerVariant} aria-label={triggerLabel}>
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
                  isDisabled={item.isDisabled}
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
                      <span className="mdp-menu-text">
                        {item.label}
                        {item.description ? <span className="mdp-menu-description">{item.description}</span> : null}
                      </span>
                    </>
                  )}
                </MenuItem>
              ),
            )}
          </AriaMenu>
        </Popover>
      </MenuTrigger>
    </I18nProvider>
  );
}
