// shared-ui's core entry: what nearly every page shows, kept small because the shell's first
// route loads it whole (a shared module cannot be tree-shaken). Data display, form inputs,
// overlays and pickers are the entries shared-ui/data, shared-ui/forms, shared-ui/overlays and
// shared-ui/pickers, each a singleton loaded by the first page that uses it
// (docs/decisions/0013-design-system.md).
import './styles/tokens.css';

export { UiTextProvider, useUiLocale, useUiText, type UiTextProviderProps } from './texts/UiTextProvider';
export { UI_TEXTS_EN, UI_TEXTS_ID, interpolate, type Translate, type UiTextKey, type UiTexts } from './texts/ui-texts';

export { Button, IconButton, LinkButton, type ButtonProps, type ButtonVariant, type IconButtonProps, type LinkButtonProps } from './actions/Button';
export { CopyButton, type CopyButtonProps } from './data/CopyButton';

export { Banner, type BannerProps, type Tone } from './feedback/Banner';
export { Card } from './feedback/Card';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { ErrorState, type ErrorStateProps } from './feedback/ErrorState';
export { LoadingBar, type LoadingBarProps } from './feedback/LoadingBar';
export { PageHeader, type PageHeaderProps } from './feedback/PageHeader';
export { Skeleton, type SkeletonProps } from './feedback/Skeleton';

export { MOBILE_QUERY, useMediaQuery } from './layout/use-media-query';
