import { useEffect } from 'react';
import { useFormState } from 'react-final-form';

/** Tells the page whether the step's form has unsaved changes (for the leave question). */
export function ReportDirty({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useEffect(() => onDirtyChange(Boolean(dirty)), [dirty, onDirtyChange]);
  return null;
}
