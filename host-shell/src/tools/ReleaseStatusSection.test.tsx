import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from 'shared-contracts';
import { fetchReleaseStatus, readReleaseStatus } from './release-status';
import { ReleaseStatusSection } from './ReleaseStatusSection';
import { registerToolsTexts } from './tools-i18n';
import { shellI18nForTests } from '../testing/shell-i18n';

jest.mock('./release-status', () => ({ ...jest.requireActual('./release-status'), fetchReleaseStatus: jest.fn() }));

/** The server's /release-status.json, read as the panel reads it. */
const answer = (body: unknown) => jest.mocked(fetchReleaseStatus).mockResolvedValue(readReleaseStatus(body) ?? null);

function show(language: Language) {
  const i18n = shellI18nForTests(language);
  registerToolsTexts(i18n);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ReleaseStatusSection />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => jest.mocked(fetchReleaseStatus).mockReset());

describe('the platform tools panel’s releases', () => {
  it('says when the flagd service the server follows is out of reach, and what every session gets meanwhile', async () => {
    answer({ flags: { state: 'unreachable', serving: 'last-good' }, gate: 'off', rollbacks: [] });
    show('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The release flag service (flagd) cannot be reached. Every session gets the last good flags until it is fixed; the shell server’s log says what is wrong.',
    );
  });

  it('in Indonesian, with the deployment’s registry while no flags have come', async () => {
    answer({ flags: { state: 'unreachable', serving: 'deployment' }, gate: 'off', rollbacks: [] });
    show('id');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Layanan flag rilis (flagd) tidak dapat dihubungi. Setiap sesi mendapat registri deployment sampai masalahnya diperbaiki; log server shell menjelaskan masalahnya.',
    );
  });
});
