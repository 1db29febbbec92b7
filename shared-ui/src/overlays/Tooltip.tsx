import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import { cx } from '../class-names';
import '../actions/actions.css';
import './overlays.css';

export interface TooltipProps {
  /** The help text; it also describes the trigger for screen readers. */
  content: ReactNode;
  /** The trigger's visible content (an icon needs `triggerLabel`). */
  children: ReactNode;
  triggerLabel?: string;
  onPress?: () => void;
  triggerClassName?: string;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/**
 * A tooltip on a button, shown on hover and keyboard focus, hidden with Escape (WCAG 1.4.13);
 * never the only place for information a touch user needs.
 */
export function Tooltip({ content, children, triggerLabel, onPress, triggerClassName, placement = 'top' }: TooltipProps) {
  return (
    <TooltipTrigger delay={500}>
      <Button className={cx('mdp-button mdp-icon-button', triggerClassName)} data-variant="ghost" aria-label={triggerLabel} onPress={onPress}>
        {children}
      </Button>
      <AriaTooltip className="mdp-tooltip" placement={placement} offset={8}>
        <OverlayArrow className="mdp-tooltip-arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
