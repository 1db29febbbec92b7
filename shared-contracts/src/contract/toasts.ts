/** Short messages in the shell's one polite live region; each closes itself after a few seconds. */
export type ToastTone = 'success' | 'error' | 'info';

export interface Toasts {
  /** Shows an already translated text. */
  show(text: string, tone?: ToastTone): void;
  /**
   * Shows a failure in the catalogue's words (spec 01 §8): a GatewayError's message key, or
   * `unexpectedError` for anything else. REQUEST_ABORTED shows nothing.
   */
  showError(error: unknown): void;
}
