import type { HTMLAttributes } from 'react';
import { cx } from '../class-names';
import './feedback.css';

/** A surface for one piece of content; a <section>, so give it a heading or an aria-label. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section {...rest} className={cx('mdp-card', className)} />;
}
