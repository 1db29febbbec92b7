import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { menuEntries, menuEntryOfPath, newTagSeen, showsNewTag } from 'shared-contracts/rules';
import { useShellServices } from '../platform/shell-context';

/**
 * Records the first visit of a menu entry flagged new (spec 01 §4): its new-tag entry is written
 * INACTIVE through the account notifications and the user re-read, so the tag goes at once and
 * never comes back, in this browser or another. Each entry is written once per page load.
 */
export const NewTagVisits = observer(function NewTagVisits() {
  const { pathname } = useLocation();
  const { api, session, report } = useShellServices();
  const written = useRef(new Set<string>());
  const { user } = session;
  const { menu } = session.site;
  const entry = menu.status === 'ready' ? menuEntryOfPath(menuEntries(menu.groups), pathname) : undefined;
  const visited = entry && user && showsNewTag(user, entry.key, Date.now()) ? entry.key : null;

  useEffect(() => {
    if (!visited || written.current.has(visited)) return;
    written.current.add(visited);
    api
      .updateAccountNotifications([newTagSeen(visited)])
      .then(() => session.rereadUser())
      .catch((error: unknown) => report(error, { phase: 'new tag' }));
  }, [visited, api, session, report]);
  return null;
});
