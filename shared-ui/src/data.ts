// `shared-ui/data`: tables and the display of domain values (docs/decisions/0013-design-system.md).
import './styles/tokens.css';

// Carousel has an entry of its own, `shared-ui/carousel` (issue 46); still here for a remote built before.
export { Carousel, type CarouselProps } from './feedback/Carousel';
export { DataTable, type CardPlace, type Column, type DataTableProps, type SortDirection, type SortState, type TableStatus } from './data/DataTable';
export { DateRangeFilter, formatIsoRange, type DateRangeFilterProps } from './data/DateRangeFilter';
export { DateTime, type DateTimeProps } from './data/DateTime';
export { FilterBar, useFilterDraft, type FilterBarProps } from './data/FilterBar';
export { KeyValueList, type KeyValueItem } from './data/KeyValueList';
export { MaskedBankAccount, maskBankAccount, type MaskedBankAccountProps } from './data/MaskedBankAccount';
export { Money, type MoneyProps } from './data/Money';
export { Pager, type PagerProps } from './data/Pager';
export { AnchorCards, SectionNav, type LinkLike, type NavigationItem } from './data/SettingsNavigation';
export { StatusBadge, toneOfStatus, type StatusBadgeProps } from './data/StatusBadge';
export { Timeline, type TimelineEvent } from './data/Timeline';
