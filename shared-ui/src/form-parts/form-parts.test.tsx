import { fireEvent, render, screen } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { GatewayError } from 'shared-contracts';
import { Button } from '../actions/Button';
import { fromFinalForm } from '../inputs/Field';
import { TextField } from '../inputs/TextField';
import { FormActions, FormError } from './FormActions';
import { FORM_ERROR_KEY, REJECTED_FIELD, formErrorOf, submissionErrorsOf } from './submission-errors';

const refused = (fields: string[]) =>
  new GatewayError('API_VALIDATION_ERROR', 'refused', 400, undefined, fields.map((field) => ({ field, message: `${field} refused` })));

describe('FormActions and FormError', () => {
  it('puts the buttons in one row, at the end unless told to start', () => {
    const { container, rerender } = render(
      <FormActions>
        <Button>Cancel</Button>
      </FormActions>,
    );
    expect(container.firstElementChild).toHaveClass('mdp-form-actions');
    expect(container.firstElementChild).toHaveAttribute('data-align', 'end');
    rerender(
      <FormActions align="start">
        <Button>Save</Button>
      </FormActions>,
    );
    expect(container.firstElementChild).toHaveAttribute('data-align', 'start');
  });

  it('announces a failure and renders nothing without one', () => {
    const { rerender } = render(<FormError>{undefined}</FormError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError>{''}</FormError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError>Could not be saved</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not be saved');
  });
});

describe('submissionErrorsOf', () => {
  it('uses final-form\'s own key for the form\'s message', () => {
    expect(FORM_ERROR_KEY).toBe(FORM_ERROR);
  });

  it('puts the form message under FORM_ERROR and "rejected" under each refused field the form shows', () => {
    expect(submissionErrorsOf(refused(['email', 'internal_id']), ['email', 'full_name'], 'Not sent')).toEqual({ [FORM_ERROR]: 'Not sent', email: REJECTED_FIELD });
    expect(submissionErrorsOf(refused(['email']), ['email'], 'Not sent', 'alreadyInvited')).toEqual({ [FORM_ERROR]: 'Not sent', email: 'alreadyInvited' });
  });

  it('keeps only the form message for anything that is not a gateway refusal', () => {
    expect(submissionErrorsOf(new Error('offline'), ['email'], 'Not sent')).toEqual({ [FORM_ERROR]: 'Not sent' });
    expect(formErrorOf('Too many tries')).toEqual({ [FORM_ERROR]: 'Too many tries' });
  });

  it('shows in a react-final-form form: the field refused under it, the form message in FormError', async () => {
    const onSubmit = () => submissionErrorsOf(refused(['email']), ['email'], 'This could not be saved');
    render(
      <Form onSubmit={onSubmit} initialValues={{ email: 'owner@tokoku.test' }}>
        {({ handleSubmit, submitError }) => (
          <form onSubmit={handleSubmit} aria-label="Invite">
            <Field<string> name="email">{(props) => <TextField label="Email" {...fromFinalForm(props, (key) => `t:${key}`)} />}</Field>
            <FormError>{submitError}</FormError>
            <FormActions>
              <Button type="submit">Send</Button>
            </FormActions>
          </form>
        )}
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be saved');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('t:rejected');
  });
});
