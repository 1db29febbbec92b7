import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import { MOBILE_BREAKPOINT_PX, TOUR_MASK_PADDING_PX, TOUR_MASK_RADIUS_PX, TOUR_MOBILE_DELAY_MS } from 'shared-contracts/rules';
import { Button } from '../actions/Button';
import { useUiLocale, useUiText } from '../texts/UiTextProvider';
import './overlays.css';

export interface TourStep {
  /** The element this step points at; the step is centred when it is missing. */
  target: () => Element | null;
  title: string;
  body: ReactNode;
}

export interface TourProps {
  steps: readonly TourStep[];
  isOpen: boolean;
  /** Finished or skipped; `completed` is true after the last step. */
  onClose: (completed: boolean) => void;
  /** Whether the mobile layout is on; by default the viewport is compared with the 768 px breakpoint. */
  isMobile?: boolean;
}

interface Hole {
  top: number;
  left: number;
  width: number;
  height: number;
}

function holeAround(element: Element | null): Hole | null {
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  return {
    top: rect.top - TOUR_MASK_PADDING_PX,
    left: rect.left - TOUR_MASK_PADDING_PX,
    width: rect.width + 2 * TOUR_MASK_PADDING_PX,
    height: rect.height + 2 * TOUR_MASK_PADDING_PX,
  };
}

/**
 * A guided tour: a mask with a hole around each step's element (padding 4, corner radius 4) and a
 * modal step card; on mobile it starts after 1 s (spec 02 §9), when the layout has settled.
 * Positions are measured at run time, so they are the only inline styles.
 */
export function Tour({ steps, isOpen, onClose, isMobile }: TourProps) {
  const t = useUiText();
  const locale = useUiLocale();
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const [hole, setHole] = useState<Hole | null>(null);
  const step = steps[index];

  useEffect(() => {
    if (!isOpen) {
      setReady(false);
      setIndex(0);
      return undefined;
    }
    const mobile = isMobile ?? window.innerWidth < MOBILE_BREAKPOINT_PX;
    const timer = window.setTimeout(() => setReady(true), mobile ? TOUR_MOBILE_DELAY_MS : 0);
    return () => window.clearTimeout(timer);
  }, [isOpen, isMobile]);

  useLayoutEffect(() => {
    if (!ready || !step) return undefined;
    const element = step.target();
    element?.scrollIntoView?.({ block: 'center' });
    const measure = () => setHole(holeAround(step.target()));
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [ready, step]);

  if (!step) return null;
  const last = index === steps.length - 1;
  const cardTop = hole ? Math.min(hole.top + hole.height + 12, window.innerHeight - 220) : undefined;

  return (
    <I18nProvider locale={locale}>
      <ModalOverlay className="mdp-tour" isOpen={isOpen && ready} onOpenChange={(open) => (open ? undefined : onClose(false))} isKeyboardDismissDisabled={false}>
        {hole ? (
          <div
            className="mdp-tour-hole"
            aria-hidden="true"
            style={{ top: hole.top, left: hole.left, width: hole.width, height: hole.height, borderRadius: TOUR_MASK_RADIUS_PX }}
          />
        ) : (
          <div className="mdp-tour-backdrop" aria-hidden="true" />
        )}
        <AriaModal className="mdp-tour-card" style={cardTop !== undefined ? { top: Math.max(8, cardTop) } : undefined} data-centred={hole ? undefined : true}>
          <Dialog className="mdp-dialog" aria-describedby="mdp-tour-body">
            <p className="mdp-tour-count">{t('step', { index: index + 1, count: steps.length })}</p>
            <Heading slot="title" level={2} className="mdp-dialog-title">
              {step.title}
            </Heading>
            <div id="mdp-tour-body" className="mdp-dialog-body">
              {step.body}
            </div>
            <div className="mdp-dialog-footer">
              <Button variant="ghost" onClick={() => onClose(false)}>
                {t('tourSkip')}
              </Button>
              {index > 0 ? (
                <Button variant="secondary" onClick={() => setIndex(index - 1)}>
                  {t('tourBack')}
                </Button>
              ) : null}
              <Button onClick={() => (last ? onClose(true) : setIndex(index + 1))}>{last ? t('tourDone') : t('tourNext')}</Button>
            </div>
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </I18nProvider>
  );
}
