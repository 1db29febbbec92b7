import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ErrorState } from 'shared-ui';
import { ConfirmationModal } from 'shared-ui/overlays';
import { shellI18nForTests } from '../testing/shell-i18n';
import { SharedUiTexts } from './SharedUiTexts';

describe('shared-ui through the shell’s i18n', () => {
  it('speaks the shell’s language and follows a language change', async () => {
    const i18n = shellI18nForTests('id');
    render(
      <I18nextProvider i18n={i18n}>
        <SharedUiTexts>
          <ErrorState title="Gagal" onRetry={() => undefined} />
          <ConfirmationModal isOpen tone="info" title="Yakin?" message="…" onConfirm={() => undefined} onCancel={() => undefined} />
        </SharedUiTexts>
      </I18nextProvider>,
    );
    // hidden: the open modal makes the page behind it inert.
    expect(screen.getByRole('button', { name: 'Coba lagi', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oke' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Okay' })).toBeInTheDocument();
  });
});
