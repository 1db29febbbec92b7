// shared-ui's core entry: components without the headless library, cheap enough for every page.
// Overlays and pickers built on react-aria-components are the `shared-ui/overlays` and
// `shared-ui/pickers` entries, each a shared singleton of its own (docs/decisions/0013-design-system.md).
import './styles/tokens.css';

export { UiTextProvider, useUiLocale, useUiText, type UiTextProviderProps } from './texts/UiTextProvider';
export { UI_TEXTS_EN, UI_TEXTS_ID, interpolate, type Translate, type UiTextKey, type UiTexts } from './texts/ui-texts';

export { Button, IconButton, LinkButton, type ButtonProps, type ButtonVariant, type IconButtonProps, type LinkButtonProps } from './actions/Button';

export { Banner, type BannerProps, type Tone } from './feedback/Banner';
export { Card } from './feedback/Card';
export { Carousel, type CarouselProps } from './feedback/Carousel';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { ErrorState, type ErrorStateProps } from './feedback/ErrorState';
export { PageHeader, type PageHeaderProps } from './feedback/PageHeader';
export { Skeleton, type SkeletonProps } from './feedback/Skeleton';
export { Stepper, type StepperProps } from './feedback/Stepper';

export { CopyButton, type CopyButtonProps } from './data/CopyButton';
export { DataTable, type Column, type DataTableProps, type SortDirection, type SortState, type TableStatus } from './data/DataTable';
export { DateTime, type DateTimeProps } from './data/DateTime';
export { FilterBar, type FilterBarProps } from './data/FilterBar';
export { KeyValueList, type KeyValueItem } from './data/KeyValueList';
export { MaskedBankAccount, maskBankAccount, type MaskedBankAccountProps } from './data/MaskedBankAccount';
export { Money, type MoneyProps } from './data/Money';
export { Pager, type PagerProps } from './data/Pager';
export { AnchorCards, SectionNav, type LinkLike, type NavigationItem } from './data/SettingsNavigation';
export { StatusBadge, toneOfStatus, type StatusBadgeProps } from './data/StatusBadge';
export { Timeline, type TimelineEvent } from './data/Timeline';

export { AmountInput, formatAmount, parseAmount, type AmountInputProps } from './inputs/AmountInput';
export { Checkbox, RadioGroup, Switch, type CheckboxProps, type RadioGroupProps, type RadioOption } from './inputs/Choices';
export { CodeInput, PinInput, type CodeInputProps } from './inputs/CodeInput';
export { Field, fromFinalForm, type FieldBaseProps, type FinalFormFieldProps } from './inputs/Field';
export { FileDrop, checkFile, describeFileProblem, type FileDropProps, type FileProblem, type FileRules, type ImageSizeReader } from './inputs/FileDrop';
export { MaskedInput, applyMask, unmask, type MaskedInputProps } from './inputs/MaskedInput';
export { PhoneInput, normalisePhone, type PhoneInputProps } from './inputs/PhoneInput';
export { TextField, type TextFieldProps } from './inputs/TextField';
