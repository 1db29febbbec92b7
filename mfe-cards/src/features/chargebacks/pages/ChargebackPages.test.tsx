import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { CHARGEBACKS_API, type Chargeback, type ChargebackSummary } from 'shared-contracts/areas/cards/card-chargebacks';
import type { FakeGatewayCall } from 'shared-contracts/testing';
import { renderCards } from '../../../testing/render';

const summary = (id: string, extra: Partial<ChargebackSummary> = {}): ChargebackSummary => ({
  id, created: '2026-06-10T08:00:00.000Z', status: 'OPEN', reason: 'PRODUCT_NOT_RECEIVED', amount: 250_000, currency: 'IDR', payment_id: 'ccp_1',
  external_id: 'order-004999', card_brand: 'VISA', masked_card_number: '411111XXXXXX1091', respond_by: '2099-06-24T08:00:00.000Z', ...extra,
});
const OPEN: Chargeback = { ...summary('cb_1'), reason_code: '13.1', documents: [], response: null };
const DETAIL = `GET ${CHARGEBACKS_API.chargeback('cb_1')}`;
const LIST = `GET ${CHARGEBACKS_API.chargebacks}`;
const pdf = () => new File(['%PDF-1.7 evidence'], 'proof.pdf', { type: 'application/pdf' });

describe('the chargebacks list', () => {
  test('rows with their labels; the status filter goes into the address and the request', async () => {
    const { hostApi } = renderCards('/credit_cards/chargebacks', {
      gateway: { [LIST]: (call: FakeGatewayCall) => ({ data: call.query.status === 'WON' ? [summary('cb_2', { status: 'WON' })] : [summary('cb_1')], total_count: 1, page: 1, limit: 10 }) },
    });
    const table = await screen.findByRole('table', { name: 'Chargebacks' });
    expect(await within(table).findByRole('link', { name: 'Open chargeback cb_1' })).toHaveAttribute('href', '/credit_cards/chargebacks/cb_1');
    expect(within(table).getByText('Open: needs your response')).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(status, { target: { value: within(status).getByRole('option', { name: 'Won' }).getAttribute('value') } });
    expect(await within(table).findByRole('link', { name: 'Open chargeback cb_2' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/credit_cards/chargebacks?status=WON');
    expect(hostApi.gateway.calls.at(-1)!.query).toEqual({ page: 1, limit: 10, status: 'WON' });
  });

  test('a failing list shows an error with Retry in the page', async () => {
    let fail = true;
    renderCards('/credit_cards/chargebacks', {
      gateway: { [LIST]: () => { if (fail) throw new GatewayError('SERVER_ERROR', 'down', 503); return { data: [], total_count: 0, page: 1, limit: 10 }; } },
    });
    expect(await screen.findByRole('heading', { name: 'Chargebacks could not load.' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No chargebacks')).toBeInTheDocument();
  });
});

describe('an OPEN chargeback', () => {
  test('the owner adds evidence and sends the response; the page shows it SUBMITTED', async () => {
    let documents: Chargeback['documents'] = [];
    let sent: unknown;
    const { hostApi } = renderCards('/credit_cards/chargebacks/cb_1', {
      gateway: {
        [DETAIL]: () => ({ ...OPEN, documents }),
        [`POST ${CHARGEBACKS_API.evidence('cb_1')}`]: (call: FakeGatewayCall) => {
          const file = (call.body as FormData).get('file_content') as File;
          const document = { id: 'cbd_1', file_name: file.name, content_type: 'application/pdf' as const, size: file.size };
          documents = [document];
          return document;
        },
        [`POST ${CHARGEBACKS_API.response('cb_1')}`]: (call: FakeGatewayCall) => {
          sent = call.body;
          return { ...OPEN, status: 'SUBMITTED', documents, response: { text: 'Delivered', submitted: '2026-06-11T08:00:00.000Z', submitted_by: 'owner@tokoku.test' } };
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Respond to this chargeback' });
    expect(screen.getByRole('link', { name: 'Open payment order-004999' })).toHaveAttribute('href', '/credit_cards/payment/ccp_1');
    fireEvent.click(within(form).getByRole('button', { name: 'Send response' }));
    expect(await within(form).findByText('Write your response.')).toBeInTheDocument();
    expect(within(form).getByText('Add at least one evidence document.')).toBeInTheDocument();

    fireEvent.change(within(form).getByRole('textbox', { name: /Your response/ }), { target: { value: ' Delivered ' } });
    fireEvent.change(within(form).getByLabelText(/^Evidence/), { target: { files: [pdf()] } });
    expect(await within(form).findByRole('button', { name: 'Remove proof.pdf' })).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Send response' }));
    await waitFor(() => expect(sent).toEqual({ text: 'Delivered', document_ids: ['cbd_1'] }));
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Respond to this chargeback' })).toBeNull();
    expect(hostApi.shownToasts).toContainEqual(expect.objectContaining({ text: 'Your response is sent.' }));
  });

  test('a file over 8 MB or of another type is refused before it is sent', async () => {
    const { hostApi } = renderCards('/credit_cards/chargebacks/cb_1', { gateway: { [DETAIL]: OPEN } });
    const form = await screen.findByRole('form', { name: 'Respond to this chargeback' });
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 8_388_609 });
    fireEvent.change(within(form).getByLabelText(/^Evidence/), { target: { files: [big] } });
    expect(await within(form).findByText(/8 MB/, { selector: '.mdp-error' })).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Evidence/), { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await within(form).findByText(/JPEG, PNG, PDF/, { selector: '.mdp-error' })).toBeInTheDocument();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  test('the gateway\'s size refusal shows its message', async () => {
    renderCards('/credit_cards/chargebacks/cb_1', {
      gateway: { [DETAIL]: OPEN, [`POST ${CHARGEBACKS_API.evidence('cb_1')}`]: () => { throw new GatewayError('IMAGE_FILE_SIZE_LIMIT_ERROR', 'too big', 400); } },
    });
    const form = await screen.findByRole('form', { name: 'Respond to this chargeback' });
    fireEvent.change(within(form).getByLabelText(/^Evidence/), { target: { files: [pdf()] } });
    expect(await within(form).findByText('The file must not exceed 8 MB.')).toBeInTheDocument();
  });

  test('a viewer sees it but cannot answer', async () => {
    renderCards('/credit_cards/chargebacks/cb_1', { user: { can_edit: false }, gateway: { [DETAIL]: OPEN } });
    expect(await screen.findByText('This chargeback needs a response from a team member who can edit.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  test('an unknown chargeback says so', async () => {
    renderCards('/credit_cards/chargebacks/cb_1', { gateway: { [DETAIL]: () => { throw new GatewayError('NOT_FOUND_ERROR', 'No such chargeback', 404); } } });
    expect(await screen.findByText('There is no such chargeback.')).toBeInTheDocument();
  });
});
