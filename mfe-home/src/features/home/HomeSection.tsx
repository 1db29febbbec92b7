import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton } from 'shared-ui';

export type SectionState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready' };

export interface HomeSectionProps {
  /** The section's key in the translations (`sections.<key>`): title, empty and error texts. */
  name: 'quickActions' | 'accountSetup' | 'learnMore' | 'others';
  state: SectionState;
  /** Nothing to show: the empty state. */
  empty: boolean;
  children: ReactNode;
}

/**
 * One part of the home page, with its own loading, empty and error states: one failing call shows
 * its section's Retry and leaves the rest of the page as it is (issue 14).
 */
export function HomeSection({ name, state, empty, children }: HomeSectionProps) {
  const { t } = useTranslation('home');
  const headingId = useId();
  const title = t(`sections.${name}.title`);
  return (
    <section className="mdp-home-section" data-section={name} aria-labelledby={headingId} aria-busy={state.status === 'loading' || undefined}>
      <h2 id={headingId} className="mdp-home-section-title">
        {title}
      </h2>
      {state.status === 'loading' ? (
        <Skeleton label={t('loadingSection', { section: title })} lines={2} />
      ) : state.status === 'failed' ? (
        <ErrorState title={t(`sections.${name}.error`)} onRetry={state.retry} headingLevel={3} />
      ) : empty ? (
        <EmptyState title={t(`sections.${name}.empty`)} headingLevel={3} />
      ) : (
        children
      )}
    </section>
  );
}

export interface ActionCardProps {
  /** The heading; a link when the whole card leads somewhere. */
  title: ReactNode;
  description: string;
  /** A button under the text (the request cards). */
  action?: ReactNode;
}

/** A card in a home section's list: a heading (the link, stretched over the card), one sentence, maybe a button. */
export function ActionCard({ title, description, action }: ActionCardProps) {
  return (
    <li className="mdp-home-card">
      <h3 className="mdp-home-card-title">{title}</h3>
      <p className="mdp-home-card-text">{description}</p>
      {action ? <div className="mdp-home-card-action">{action}</div> : null}
    </li>
  );
}
