import { Link } from 'react-router';
import type { LinkLike } from 'shared-ui/data';

/** shared-ui's navigation takes a link component: this one moves through the shell's router, no reload. */
export const RouterLink: LinkLike = ({ href, className, children, ...rest }) => (
  <Link to={href} className={className} aria-current={rest['aria-current']}>
    {children}
  </Link>
);
