import './feedback.css';

export interface SkeletonProps {
  /** Accessible name of the region that is loading. */
  label: string;
  lines?: number;
}

/** A placeholder for content that is loading; announced as busy to assistive technology. */
export function Skeleton({ label, lines = 3 }: SkeletonProps) {
  return (
    <div className="mdp-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines + 1 }, (_, index) => (
        <span key={index} />
      ))}
    </div>
  );
}
