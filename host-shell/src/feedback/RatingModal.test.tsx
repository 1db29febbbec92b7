import { fireEvent, screen, waitFor } from '@testing-library/react';
import RatingModal from './RatingModal';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';

const SENDER = { user_id: 'usr_owner_tokoku', email: 'owner@tokoku.test', business_id: 'biz_tokoku', business_name: 'Toko Ku', entity: 'Sandbox' };

describe('the rating modal (spec 02 §5)', () => {
  it('needs a score: submit disabled, "Choose a score" under it once the user moves on without one', async () => {
    const { api, toasts, services } = fakeShellServices();
    api.sendRating.mockResolvedValue({ id: 'fdb_1', created: '2026-01-01T00:00:00Z' });
    const onRated = jest.fn();
    renderWithShell(<RatingModal scale="ease" source="feedbackReminder" onClose={jest.fn()} onRated={onRated} />, services);
    const send = screen.getByRole('button', { name: 'Send rating' });
    expect(send).toBeDisabled();
    expect(screen.queryByText('Choose a score.')).toBeNull();
    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' });
    fireEvent.focus(comment);
    fireEvent.change(comment, { target: { value: ' Quick to find things ' } });
    fireEvent.blur(comment);
    const group = screen.getByRole('group', { name: /How easy is it to use the dashboard/ });
    expect(group).toHaveTextContent('Choose a score.');
    expect(screen.getByRole('radio', { name: 'Very easy' })).toHaveAccessibleDescription('Choose a score.');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(screen.getByRole('radio', { name: 'Easy' }));
    expect(screen.queryByText('Choose a score.')).toBeNull();
    fireEvent.click(send);
    await waitFor(() => expect(onRated).toHaveBeenCalled());
    expect(api.sendRating).toHaveBeenCalledWith({ ...SENDER, scale: 'ease', source: 'feedbackReminder', rating: 2, comment: 'Quick to find things' });
    expect(toasts.show).toHaveBeenCalledWith('Thank you for rating the dashboard.', 'success');
  });

  it('the usefulness scale runs from very useful (1) to very not useful (5)', () => {
    const { services } = fakeShellServices();
    renderWithShell(<RatingModal scale="usefulness" source="balanceView" onClose={jest.fn()} onRated={jest.fn()} />, services);
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName('Very useful');
    expect(radios[4]).toHaveAccessibleName('Very not useful');
  });

  it('the yes/no variant sends 1 or 0, without a comment when none was written', async () => {
    const { api, services } = fakeShellServices();
    api.sendRating.mockResolvedValue({ id: 'fdb_2', created: '2026-01-01T00:00:00Z' });
    renderWithShell(<RatingModal scale="yesNo" source="balanceView" onClose={jest.fn()} onRated={jest.fn()} />, services, 'id');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '0']);
    fireEvent.click(screen.getByRole('radio', { name: 'Tidak' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim nilai' }));
    await waitFor(() => expect(api.sendRating).toHaveBeenCalledWith({ ...SENDER, scale: 'yesNo', source: 'balanceView', rating: 0 }));
  });

  it('"Not now" closes it without sending', () => {
    const { api, services } = fakeShellServices();
    const onClose = jest.fn();
    renderWithShell(<RatingModal scale="ease" source="feedbackReminder" onClose={onClose} onRated={jest.fn()} />, services);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.sendRating).not.toHaveBeenCalled();
  });
});
