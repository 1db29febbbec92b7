import { parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { DateInput, DateSegment, type DateInputProps } from 'react-aria-components/DateField';
import { Dialog } from 'react-aria-components/Dialog';
import { Group } from 'react-aria-components/Group';
import { Popover } from 'react-aria-components/Popover';
import type { CountryCode } from 'shared-contracts';
import { dateOrderOf } from 'shared-contracts/rules';
import { useUiText } from '../texts/UiTextProvider';
import { CalendarMark } from './CalendarMark';
import { PickerHelp } from './Select';

/** A date typed segment by segment (day, month, year as spin buttons, in the locale's order). */
export function DateSegments({ slot }: { slot?: DateInputProps['slot'] }) {
  return (
    <DateInput slot={slot} className="mdp-date-input">
      {(segment) => <DateSegment segment={segment} className="mdp-date-segment" />}
    </DateInput>
  );
}

/** What both date pickers hand react-aria alike: bounds, required, disabled, and invalid while an error is shown (said by the field, not the browser). */
export function dateFieldState({ minDate, maxDate, required, disabled, error, onBlur }: { minDate?: string; maxDate?: string; required?: boolean; disabled?: boolean; error?: string; onBlur?: () => void }) {
  return {
    minValue: minDate ? parseDate(minDate) : undefined,
    maxValue: maxDate ? parseDate(maxDate) : undefined,
    isRequired: required,
    isDisabled: disabled,
    isInvalid: Boolean(error),
    validationBehavior: 'aria' as const,
    onBlur,
  };
}

/** The field's box: its segments, then the button that opens the month grid. */
export function DateGroup({ error, children }: { error?: string; children: ReactNode }) {
  return (
    <Group className="mdp-input-wrap mdp-date-group" data-invalid={error ? true : undefined}>
      {children}
      <Button className="mdp-combobox-button">
        <CalendarMark />
      </Button>
    </Group>
  );
}

/** The month grid's popover under the field. */
export function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <Popover className="mdp-popover" offset={4}>
      <Dialog className="mdp-calendar-dialog">{children}</Dialog>
    </Popover>
  );
}

/**
 * Under a date field: the format it expects in the country's order (decision 0067), the caller's
 * description after it, and the error, each wired to the segments by react-aria (aria-describedby).
 */
export function DateHelp({ country, description, error }: { country: CountryCode; description?: ReactNode; error?: string }) {
  const t = useUiText();
  const hint = t('dateFormatHint', { format: t(dateOrderOf(country) === 'month-first' ? 'dateFormatMonthFirst' : 'dateFormatDayFirst') });
  return (
    <PickerHelp
      description={
        description ? (
          <>
            {hint}. {description}
          </>
        ) : (
          hint
        )
      }
      error={error}
    />
  );
}
