import type { ComponentType } from 'react';
import type { PageProps } from 'shared-contracts';
import { HostApiProvider } from 'shared-contracts/react';
import './sending-money.css';

/**
 * A route's page as the shell mounts it: the tree gets the HostApi through HostApiProvider and every
 * component under it reads it with `useHostApi()` (docs/decisions/0053-remote-kit.md).
 */
export function routePage(Content: ComponentType) {
  return function RoutePage({ hostApi }: PageProps) {
    return (
      <HostApiProvider hostApi={hostApi}>
        <Content />
      </HostApiProvider>
    );
  };
}
