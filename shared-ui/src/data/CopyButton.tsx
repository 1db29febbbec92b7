import { useEffect, useState } from 'react';
import { COPY_LABEL_REVERT_MS } from 'shared-contracts/rules';
import { cx } from '../class-names';
import { useUiText } from '../texts/UiTextProvider';
import '../actions/actions.css';

export interface CopyButtonProps {
  value: string;
  /** Visible label; "Copy" by default. */
  label?: string;
  copiedLabel?: string;
  /** What is copied, for screen readers: "Copy API key". */
  accessibleLabel?: string;
  /** How long "Copied" shows (spec 02 §9: 1000 ms). */
  revertAfterMs?: number;
  className?: string;
}

/** Copies a value to the clipboard; the label says "Copied" (announced) and reverts after 1 s. */
export function CopyButton({ value, label, copiedLabel, accessibleLabel, revertAfterMs = COPY_LABEL_REVERT_MS, className }: CopyButtonProps) {
  const t = useUiText();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), revertAfterMs);
    return () => window.clearTimeout(timer);
  }, [copied, revertAfterMs]);

  const copy = async () => {
    await navigator.clipboard.writeText(value);
    setCopied(true);
  };
  return (
    <button
      type="button"
      className={cx('mdp-button', className)}
      data-variant="secondary"
      aria-label={copied ? undefined : accessibleLabel}
      onClick={() => void copy()}
    >
      <span aria-live="polite">{copied ? (copiedLabel ?? t('copied')) : (label ?? t('copy'))}</span>
    </button>
  );
}
