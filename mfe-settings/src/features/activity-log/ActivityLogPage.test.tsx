import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { ACTIVITY_LOG_API, type ActivityEntry } from 'shared-contracts/areas/settings/activity-log';
import type { FakeGatewayRoutes } from 'shared-contracts/testing';
import { renderSettingsPage } from '../../testing/render';
import ActivityLogPage from './ActivityLogPage';

const KEY = `GET ${ACTIVITY_LOG_API.list}`;
const entry = (n: number, change: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: `act_${n}`, action: 'SIGN_IN', actor_email: 'owner@tokoku.test', target: null, ip_address: '203.0.113.10', user_agent: 'Chrome',
  created: `2026-06-${String(10 + (n % 5)).padStart(2, '0')}T02:03:04.000Z`, ...change,
});

function open(gateway: FakeGatewayRoutes, { path = '/activity-logs', language = 'en' as 'en' | 'id' } = {}) {
  return renderSettingsPage(ActivityLogPage, path, { gateway, language, user: { timezone: 'Asia/Jakarta' } }).hostApi;
}

describe('the activity log page', () => {
  it('shows who did what, when (the business country’s date, the user’s zone) and from where', async () => {
    open({ [KEY]: { data: [entry(1, { action: 'TEAM_MEMBER_INVITED', target: 'new@tokoku.test' }), entry(2)], total_count: 2, page: 1, limit: 20 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity log' })).toBeInTheDocument();
    await screen.findByText('new@tokoku.test');
    const table = screen.getByRole('table', { name: 'Activity of this business, newest first' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['11/06/2026 09:03:04', 'Team member invited', 'owner@tokoku.test', 'new@tokoku.test', '203.0.113.10'],
      ['12/06/2026 09:03:04', 'Signed in', 'owner@tokoku.test', '—', '203.0.113.10'],
    ]);
  });

  it('sends the filters and the page of the address to the gateway, and a filter starts again at page 1', async () => {
    const hostApi = open(
      { [KEY]: { data: Array.from({ length: 20 }, (_, n) => entry(n)), total_count: 45, page: 3, limit: 20 } },
      { path: '/activity-logs?action=SIGN_OUT&actor=viewer&from=2026-06-01&to=2026-06-14&page=3&junk=1' },
    );
    await screen.findAllByText('203.0.113.10');
    expect(hostApi.gateway.calls[0]).toMatchObject({
      path: ACTIVITY_LOG_API.list,
      query: { page: 3, limit: 20, action: 'SIGN_OUT', actor: 'viewer', from: '2026-06-01', to: '2026-06-14' },
    });
    fireEvent.change(screen.getByRole('searchbox', { name: /Done by/ }), { target: { value: 'owner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(hostApi.gateway.calls[hostApi.gateway.calls.length - 1]?.query).toMatchObject({ page: 1, actor: 'owner', action: 'SIGN_OUT' }));
  });

  it('has an empty state', async () => {
    open({ [KEY]: { data: [], total_count: 0, page: 1, limit: 20 } });
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    open({ [KEY]: { data: [], total_count: 0, page: 1, limit: 20 } }, { path: '/activity-logs?action=PIN_SET' });
    expect(await screen.findByRole('heading', { name: 'No activity matches these filters' })).toBeInTheDocument();
  });

  it('offers Retry when the log cannot be read', async () => {
    let fail = true;
    open({
      [KEY]: () => {
        if (fail) throw new GatewayError('SERVER_ERROR', 'down', 503);
        return { data: [entry(1)], total_count: 1, page: 1, limit: 20 };
      },
    });
    expect(await screen.findByText('The activity log could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
  });

  it('reads in Indonesian', async () => {
    open({ [KEY]: { data: [entry(1)], total_count: 1, page: 1, limit: 20 } }, { language: 'id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log aktivitas' })).toBeInTheDocument();
    expect(await screen.findByText('Masuk')).toBeInTheDocument();
  });
});
