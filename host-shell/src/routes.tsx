import { Navigate, type RouteObject } from 'react-router';
import { REMOTE_AREAS } from 'shared-contracts';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './layout/NotFoundPage';
import { RemoteRoute } from './remotes/RemoteRoute';

/** The shell's routes: every remote area from shared-contracts, home as the default, not-found last. */
export function shellRoutes(): RouteObject[] {
  const remoteRoutes: RouteObject[] = REMOTE_AREAS.flatMap((area) =>
    area.paths.map((path) => ({ path, element: <RemoteRoute remote={area.remote} path={path} /> })),
  );
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        ...remoteRoutes,
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
