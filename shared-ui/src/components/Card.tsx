import type { HTMLAttributes } from 'react';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section {...rest} className={className ? `mdp-card ${className}` : 'mdp-card'} />;
}
