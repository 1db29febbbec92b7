import { fireEvent, screen, waitFor } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { useLayoutEffect } from 'react';
import type { User } from 'shared-contracts';
import type { MenuEntry, MenuGroup } from 'shared-contracts/rules';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';
import type { ShellServices } from '../platform/shell-context';

const { MemoryRouter, Route, Routes, useNavigate } = jest.requireActual<typeof import('react-router')>('react-router');
const { Sidebar } = jest.requireActual<typeof import('../layout/Sidebar')>('../layout/Sidebar');
const { NewTagVisits } = jest.requireActual<typeof import('./NewTagVisits')>('./NewTagVisits');

/** The shell's navigate is its router's (start-shell.tsx); here, the MemoryRouter's, once it is rendered. */
function RouterNavigate({ into }: { into: { current?: (to: string, options?: { replace?: boolean }) => unknown } }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    into.current = navigate;
  }, [into, navigate]);
  return null;
}

const entry = (key: string, path: string, label: string): MenuEntry => ({ kind: 'entry', key, path, label: { en: label, id: label }, gate: { audience: 'everyone' } });
const MENU: MenuGroup[] = [
  { key: 'top', label: null, items: [entry('home', '/home', 'Home')] },
  { key: 'configuration', label: null, items: [entry('activity-logs', '/activity-logs', 'Activity logs')] },
];
const visited = (user: User): User => ({
  ...user,
  account_notifications: [...user.account_notifications, { notify: 'newTag:activity-logs', status: 'INACTIVE', remind_me: false }],
});

function setUp(notifications: User['account_notifications'] = []) {
  jest.useFakeTimers({ now: Date.parse('2026-11-24T09:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  const { services } = fakeShellServices();
  const session: { user: User; site: { menu: { status: 'ready'; groups: MenuGroup[] } }; rereadUser: jest.Mock<Promise<User>> } = observable({
    user: { user_id: 'usr_newtags_tokoku', account_notifications: notifications } as unknown as User,
    site: { menu: { status: 'ready' as const, groups: MENU } },
    rereadUser: jest.fn(async (): Promise<User> => {
      runInAction(() => {
        session.user = visited(session.user);
      });
      return session.user;
    }),
  }, { rereadUser: false });
  const api = { updateAccountNotifications: jest.fn().mockResolvedValue(undefined) };
  const routerNavigate: { current?: (to: string, options?: { replace?: boolean }) => unknown } = {};
  const navigate: ShellServices['navigate'] = (to, options) => void routerNavigate.current?.(to, options);
  Object.assign(services.shell, { api, session, navigate, report: jest.fn() });
  Object.assign(services.platform, { loader: { prefetchPath: jest.fn(), isPathReady: () => false } });
  renderWithShell(
    <MemoryRouter initialEntries={['/home']}>
      <RouterNavigate into={routerNavigate} />
      <Sidebar shrunk={false} onToggleShrunk={() => undefined} mobile={false} />
      <NewTagVisits />
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </MemoryRouter>,
    services,
  );
  return { api, session };
}

afterEach(() => jest.useRealTimers());

describe('"new" tags on flagged menu entries (spec 01 §4)', () => {
  it('tags a flagged entry without renaming it, records the first visit INACTIVE, and the tag goes', async () => {
    const { api, session } = setUp();
    const link = screen.getByRole('link', { name: 'Activity logs' });
    expect(link).toHaveAccessibleDescription('New');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAccessibleDescription();
    expect(api.updateAccountNotifications).not.toHaveBeenCalled(); // on /home: nothing flagged visited
    fireEvent.click(link);
    await waitFor(() => expect(api.updateAccountNotifications).toHaveBeenCalledWith([{ notify: 'newTag:activity-logs', status: 'INACTIVE', remind_me: false }]));
    await waitFor(() => expect(session.rereadUser).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Activity logs' })).not.toHaveAccessibleDescription());
    expect(screen.queryByText('New')).toBeNull();
    expect(api.updateAccountNotifications).toHaveBeenCalledTimes(1);
  });

  it('shows no tag, and writes nothing, once visited', async () => {
    const { api } = setUp([{ notify: 'newTag:activity-logs', status: 'INACTIVE', remind_me: false }]);
    fireEvent.click(screen.getByRole('link', { name: 'Activity logs' }));
    expect(screen.getByRole('link', { name: 'Activity logs' })).not.toHaveAccessibleDescription();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.updateAccountNotifications).not.toHaveBeenCalled();
  });
});
