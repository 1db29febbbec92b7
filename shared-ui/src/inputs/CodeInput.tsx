import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH } from 'shared-contracts/rules';
import { useUiText } from '../texts/UiTextProvider';
import { Field, type FieldBaseProps } from './Field';

export interface CodeInputProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once the last cell is filled: auto-submit. */
  onComplete?: (value: string) => void;
  /** Which characters a cell accepts (digits by default). */
  allowed?: RegExp;
  length?: number;
  /** Shows dots instead of the characters (a PIN). */
  masked?: boolean;
  autoFocus?: boolean;
}

/**
 * A one-time code in six cells (spec 02 §9). Each typed character is checked against `allowed`,
 * focus moves on, Backspace goes back, a pasted code fills the cells from the one pasted into,
 * and a full code calls `onComplete`.
 */
export function CodeInput({ value, onChange, onComplete, allowed = /^\d$/, length = CODE_LENGTH, masked = false, autoFocus, ...field }: CodeInputProps) {
  const t = useUiText();
  const cells = useRef<Array<HTMLInputElement | null>>([]);
  const characters = Array.from({ length }, (_, index) => value[index] ?? '');

  const focus = (index: number) => cells.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const write = (from: number, typed: string) => {
    const accepted = [...typed].filter((character) => allowed.test(character));
    if (accepted.length === 0) return;
    const next = [...characters];
    accepted.slice(0, length - from).forEach((character, offset) => {
      next[from + offset] = character;
    });
    const code = next.join('');
    onChange(code);
    focus(from + accepted.length);
    if (code.length === length && next.every(Boolean)) onComplete?.(code);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const target = characters[index] ? index : index - 1;
      if (target < 0) return;
      const next = [...characters];
      next[target] = '';
      onChange(next.join(''));
      focus(target);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text').trim());
  };

  return (
    <Field {...field} labelElement="legend">
      {({ describedBy, invalid }) => (
        <div className="mdp-code" data-invalid={invalid || undefined}>
          {characters.map((character, index) => (
            <input
              key={index}
              ref={(element) => {
                cells.current[index] = element;
              }}
              className="mdp-code-cell"
              type={masked ? 'password' : 'text'}
              inputMode={allowed.test('0') && !allowed.test('a') ? 'numeric' : 'text'}
              autoComplete={index === 0 && !masked ? 'one-time-code' : 'off'}
              aria-label={t('codeCell', { index: index + 1, count: length })}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              maxLength={length}
              value={character}
              disabled={field.disabled}
              autoFocus={autoFocus && index === 0}
              onBlur={field.onBlur}
              onChange={(event) => write(index, event.target.value.replace(character, '') || event.target.value)}
              onKeyDown={onKeyDown(index)}
              onPaste={onPaste(index)}
              onFocus={(event) => event.target.select()}
            />
          ))}
        </div>
      )}
    </Field>
  );
}

/** A PIN: the code input with its characters hidden. */
export function PinInput(props: Omit<CodeInputProps, 'masked'>) {
  return <CodeInput {...props} masked />;
}
