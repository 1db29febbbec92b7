import type { ReactNode } from 'react';
import type { Tone } from '../feedback/Banner';
import './data.css';

export interface TimelineEvent {
  id: string;
  title: ReactNode;
  /** Usually a <DateTime>. */
  time?: ReactNode;
  description?: ReactNode;
  tone?: Tone;
}

/** What happened, in order: an ordered list, newest first or oldest first as the caller sorts it. */
export function Timeline({ events, label }: { events: readonly TimelineEvent[]; label: string }) {
  return (
    <ol className="mdp-timeline" aria-label={label}>
      {events.map((event) => (
        <li key={event.id} data-tone={event.tone ?? 'neutral'}>
          <span className="mdp-timeline-dot" aria-hidden="true" />
          <div>
            <div className="mdp-timeline-title">{event.title}</div>
            {event.time ? <div className="mdp-timeline-time">{event.time}</div> : null}
            {event.description ? <div>{event.description}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
