import type { TFunction } from 'i18next';
import { action, makeObservable, observable } from 'mobx';
import { isSilent, type ToastTone, type Toasts } from 'shared-contracts';
import { errorText } from './error-text';

/** Short messages in the shell's one polite live region; each closes itself after 3000 ms. */
export const TOAST_AUTO_CLOSE_MS = 3000;

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

/** The toasts on screen; each closes itself after 3000 ms (spec 01 §9). */
export class ToastStore implements Toasts {
  toasts: Toast[] = [];
  private nextId = 1;

  constructor(private readonly t: () => TFunction) {
    makeObservable<ToastStore, 'add'>(this, { toasts: observable, add: action, dismiss: action });
  }

  show(text: string, tone: ToastTone = 'info'): void {
    this.add(text, tone);
  }

  showError(error: unknown): void {
    if (isSilent(error)) return;
    this.add(errorText(this.t(), error), 'error');
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  private add(text: string, tone: ToastTone): void {
    // The same message twice in a row is one toast: a burst of failures is not a wall of them.
    if (this.toasts.some((toast) => toast.text === text)) return;
    const id = this.nextId++;
    this.toasts = [...this.toasts, { id, text, tone }];
    setTimeout(() => this.dismiss(id), TOAST_AUTO_CLOSE_MS);
  }
}
