import { makeAutoObservable, reaction } from 'mobx';
import { INACTIVITY_LIMIT_MS, type SessionStore } from './session-store';

/** The warning shows this long before the session ends (WCAG 2.2.1: at least 20 s to extend). */
export const INACTIVITY_WARNING_MS = 60_000;

/**
 * Watches the session's last action time: 60 s before the 31-minute limit it raises a warning
 * (the "Stay signed in" dialog), at the limit it ends the session. One timer at a time, always
 * set for the next deadline, so a clock jump (sleep, Playwright's clock) is caught on wake.
 */
export class InactivityWatch {
  /** Epoch ms when the session will end, while the warning shows; null otherwise. */
  endsAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly stopReaction: () => void;

  constructor(
    private readonly session: Pick<SessionStore, 'status' | 'lastActionAt' | 'expire'>,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<InactivityWatch, 'timer' | 'session' | 'now' | 'stopReaction'>(this, {
      timer: false,
      session: false,
      now: false,
      stopReaction: false,
    });
    this.stopReaction = reaction(
      () => [this.session.status, this.session.lastActionAt] as const,
      () => this.check(),
      { fireImmediately: true },
    );
  }

  /** Seconds left while the warning shows. */
  secondsLeft(at = this.now()): number {
    return this.endsAt === null ? 0 : Math.max(0, Math.ceil((this.endsAt - at) / 1000));
  }

  check(): void {
    clearTimeout(this.timer);
    const last = this.session.lastActionAt;
    if (this.session.status !== 'signedIn' || last === null) {
      this.endsAt = null;
      return;
    }
    const at = this.now();
    const endsAt = last + INACTIVITY_LIMIT_MS;
    if (at >= endsAt) {
      this.endsAt = null;
      void this.session.expire();
      return;
    }
    const warnAt = endsAt - INACTIVITY_WARNING_MS;
    this.endsAt = at >= warnAt ? endsAt : null;
    this.timer = setTimeout(() => this.check(), (at >= warnAt ? endsAt : warnAt) - at);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.stopReaction();
  }
}
