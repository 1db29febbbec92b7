import { render, screen } from '@testing-library/react';
// Tests run in jest, not in the federated runtime whose shared subset the rule guards.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useRequestedAction } from './use-requested-action';

function Page({ allowed, start }: { allowed: boolean; start: () => void }) {
  useRequestedAction('create-api-key', allowed, start);
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderAt(url: string, allowed = true) {
  const start = jest.fn();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/settings/developers" element={<Page allowed={allowed} start={start} />} />
      </Routes>
    </MemoryRouter>,
  );
  return start;
}

describe('useRequestedAction', () => {
  it('starts the action the address asks for once, and takes the parameter out, keeping the rest', async () => {
    const start = renderAt('/settings/developers?tab=keys&action=create-api-key#api-keys');
    expect(await screen.findByText('/settings/developers?tab=keys#api-keys')).toBeTruthy();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start it for a user who may not, but still cleans the address', async () => {
    const start = renderAt('/settings/developers?action=create-api-key#api-keys', false);
    expect(await screen.findByText('/settings/developers#api-keys')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
  });

  it('leaves another action and a plain address alone', () => {
    const start = renderAt('/settings/developers?action=invite-team-member');
    expect(screen.getByText('/settings/developers?action=invite-team-member')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
  });
});
