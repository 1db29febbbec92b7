import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import FeedbackModal from './FeedbackModal';
import { fakeShellServices, renderWithShell } from '../testing/render-with-shell';

describe('the feedback modal (spec 02 §5)', () => {
  it('is disabled below 3 characters, sends type, text and agreement with the sender, then says "Feedback sent"', async () => {
    const { api, services } = fakeShellServices();
    api.sendFeedback.mockResolvedValue({ id: 'fdb_1', created: '2026-01-01T00:00:00Z' });
    const onClose = jest.fn();
    renderWithShell(<FeedbackModal onClose={onClose} />, services);
    expect(screen.getByRole('dialog', { name: 'Send us feedback' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send feedback' });
    const text = screen.getByRole('textbox', { name: /Your feedback/ });
    expect(send).toBeDisabled();
    fireEvent.change(text, { target: { value: ' ab ' } });
    expect(send).toBeDisabled();
    fireEvent.change(text, { target: { value: ' Clear fees ' } });
    expect(send).toBeEnabled();
    expect(screen.getByText('At least 3 characters; 12 of 500 used.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Product' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'You may contact me about this feedback' }));
    fireEvent.click(send);
    expect(await screen.findByRole('dialog', { name: 'Feedback sent' })).toBeInTheDocument();
    expect(api.sendFeedback).toHaveBeenCalledWith({
      user_id: 'usr_owner_tokoku', email: 'owner@tokoku.test', business_id: 'biz_tokoku', business_name: 'Toko Ku', entity: 'Sandbox',
      feedback_type: 'Product', feedback: 'Clear fees', agree_to_be_contacted: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the text at 500 characters and offers the email address as well', () => {
    const { services } = fakeShellServices();
    renderWithShell(<FeedbackModal onClose={jest.fn()} />, services);
    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveAttribute('maxlength', '500');
    expect(screen.getByRole('link', { name: 'Prefer email? Write to us' })).toHaveAttribute('href', 'mailto:feedback@sandbox.test');
  });

  it('a refused call says why and keeps what was typed', async () => {
    const { api, services } = fakeShellServices();
    api.sendFeedback.mockRejectedValue(new GatewayError('TOO_MANY_REQUESTS', 'slow down', 429, 120));
    renderWithShell(<FeedbackModal onClose={jest.fn()} />, services);
    fireEvent.change(screen.getByRole('textbox', { name: /Your feedback/ }), { target: { value: 'Good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/2 minutes/);
    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('Good');
  });

  it('speaks Bahasa Indonesia', () => {
    const { services } = fakeShellServices();
    renderWithShell(<FeedbackModal onClose={jest.fn()} />, services, 'id');
    expect(screen.getByRole('dialog', { name: 'Kirim masukan' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Harga' })).toBeChecked();
  });

  it('Cancel closes it', async () => {
    const { services } = fakeShellServices();
    const onClose = jest.fn();
    renderWithShell(<FeedbackModal onClose={onClose} />, services);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
