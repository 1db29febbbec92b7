import './styles.css';

export type { ButtonProps } from './components/Button';
export { Button } from './components/Button';
export { Card } from './components/Card';
export type { PageHeaderProps } from './components/PageHeader';
export { PageHeader } from './components/PageHeader';
export type { SkeletonProps } from './components/Skeleton';
export { Skeleton } from './components/Skeleton';
