import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GatewayError } from 'shared-contracts';
import { HOME_API } from 'shared-contracts/areas/home/home';
import { renderHome } from '../../../testing/render';

const section = (name: string) => screen.getByRole('region', { name });
const carousel = () => screen.getByRole('region', { name: 'Highlights' });
const slideTitles = () => within(carousel()).getAllByRole('heading', { level: 2, hidden: true }).map((h) => h.textContent);
// The service modals are lazily imported chunks: on a loaded machine the first import (module
// transform included) takes seconds, which findBy's wait (10 s, jest.setup.ts) allows, so the
// tests that wait so get a budget above jest's default 5 s.
const LAZY_TEST_BUDGET = 15_000;
const failure = () => {
  throw new GatewayError('SERVER_ERROR', 'down', 503);
};

describe('HomePage', () => {
  test('the owner of Toko Ku: payment-link mode quick actions, what is left to set up, developer reading, both requests', async () => {
    const { hostApi } = renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    const quick = section('Quick actions');
    await within(quick).findByRole('link', { name: 'Create a payment link' });
    expect(within(quick).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Create a payment link', 'Send money', 'Send a batch', 'See transactions',
    ]);
    const setup = section('Set up your account');
    await within(setup).findByRole('link', { name: 'Set your callback URLs' });
    expect(within(setup).getAllByRole('link').map((link) => link.textContent)).toEqual(['Set your callback URLs', 'Preview your invoice']);
    expect(within(section('Learn more')).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://docs.example.com/', 'https://docs.example.com/api-reference/', 'https://docs.example.com/postman/',
    ]);
    expect(within(section('Other services')).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Contact our partner', 'Request early settlement',
    ]);
    expect(slideTitles()).toContain('Working capital');
    expect(slideTitles()).not.toContain('Refer a friend');
    // In-app links go through the shell's router.
    fireEvent.click(within(quick).getByRole('link', { name: 'Send money' }));
    expect(hostApi.navigations).toEqual([{ path: '/disbursements', options: undefined }]);
    expect(hostApi.reportedErrors).toEqual([]);
  });

  test("a white-label partner's home links to the partner's docs, never the main brand's", async () => {
    renderHome({
      persona: 'partner',
      deployment: { brand: 'PARTNER_A', docsUrl: 'https://developers.orchid.example/', apiReferenceUrl: 'https://developers.orchid.example/api/' },
    });
    await within(section('Set up your account')).findAllByRole('link');
    expect(within(section('Learn more')).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://developers.orchid.example/', 'https://developers.orchid.example/api/', 'https://developers.orchid.example/postman/',
    ]);
    const external = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('http'));
    expect(external.length).toBeGreaterThan(3);
    expect(external.filter((href) => !href.startsWith('https://developers.orchid.example/'))).toEqual([]);
  });

  test('one failing call blanks only its section, whose Retry brings it back', async () => {
    let fail = true;
    renderHome({ gateway: { [`GET ${HOME_API.homeSettings}`]: () => (fail ? failure() : { should_disable_invoice_creation: false }) } });
    const quick = section('Quick actions');
    expect(await within(quick).findByRole('alert')).toHaveTextContent('Quick actions could not load.');
    await within(section('Set up your account')).findByRole('link', { name: 'Set your callback URLs' });
    expect(within(section('Learn more')).getAllByRole('link')).toHaveLength(3);
    fail = false;
    fireEvent.click(within(quick).getByRole('button', { name: 'Retry' }));
    await within(quick).findByRole('link', { name: 'Create a payment link' });
  });

  test('account setup retries only the read that failed', async () => {
    let fails = 1;
    const { hostApi } = renderHome({
      gateway: { [`GET ${HOME_API.bankAccounts}`]: () => (fails-- > 0 ? failure() : { data: [] }) },
    });
    const setup = section('Set up your account');
    fireEvent.click(await within(setup).findByRole('button', { name: 'Retry' }));
    await within(setup).findByRole('link', { name: 'Add a bank account' });
    const reads = hostApi.gateway.calls.map((call) => call.path);
    expect(reads.filter((path) => path === HOME_API.bankAccounts)).toHaveLength(2);
    expect(reads.filter((path) => path === HOME_API.businessUsers)).toHaveLength(1);
  });

  test('loading: skeletons per section while the reads are on their way', async () => {
    renderHome({ gateway: { [`GET ${HOME_API.homeSettings}`]: () => new Promise(() => undefined) } });
    expect(within(section('Quick actions')).getByRole('status', { name: 'Loading Quick actions' })).toBeInTheDocument();
    await within(section('Set up your account')).findByRole('link', { name: 'Preview your invoice' });
  });

  test('a viewer reads no account-setup data and sees the empty states where nothing applies', async () => {
    const { hostApi } = renderHome({
      user: { can_edit: false, can_approve: false, can_manage_tech_settings: false, can_administer: false, can_withdraw: false, operation: false },
    });
    await within(section('Set up your account')).findByRole('link', { name: 'Preview your invoice' });
    const paths = hostApi.gateway.calls.map((call) => call.path);
    expect(paths).not.toContain(HOME_API.bankAccounts);
    expect(paths).not.toContain(HOME_API.businessUsers);
    expect(paths).not.toContain(HOME_API.secretApiCredentialsList);
    expect(screen.queryByRole('region', { name: 'Other services' })).toBeNull();
  });

  test('finance (approve and withdraw) has no quick actions: the empty state says so', async () => {
    renderHome({ user: { can_view: false, can_edit: false, can_manage_tech_settings: false, can_administer: false, operation: false } });
    expect(await within(section('Quick actions')).findByText('No quick actions for your role.')).toBeInTheDocument();
  });

  test('no section of quick actions, and no read of the home settings, when none of their pages is deployed (or may be opened)', async () => {
    const { hostApi } = renderHome({ routes: (key) => !['invoices', 'on-demand', 'payment-links.create', 'disbursements', 'batch-disbursements', 'transactions-new'].includes(key) });
    await within(section('Set up your account')).findByRole('link', { name: 'Preview your invoice' });
    expect(screen.queryByRole('region', { name: 'Quick actions' })).toBeNull();
    expect(screen.queryByText('No quick actions for your role.')).toBeNull();
    expect(hostApi.gateway.calls.map((call) => call.path)).not.toContain(HOME_API.homeSettings);
  });

  test('instant activation pending: the first slide reloads the dashboard', async () => {
    const { hostApi } = renderHome({ business: { go_live_status: 'INSTANT_LIVE_PENDING_VERIFICATION' }, flags: { payment_links: false } });
    expect(slideTitles()[0]).toBe('Your instant activation is being verified');
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Reload' }));
    expect(hostApi.historyMoves).toEqual([0]);
  });

  test('remittance shows only the "you are live" card', () => {
    renderHome({ business: { country_of_operation: 'Singapore' } });
    expect(slideTitles()).toEqual(['You are live']);
  });

  test('the capital offering: formatted amount, interested once, then thanked', async () => {
    const { hostApi } = renderHome({
      gateway: {
        [`POST ${HOME_API.capitalOffering}`]: { max_amount: 500_000_000, currency: 'IDR', can_submit: false, submitted_at: '2026-06-15T08:00:00Z' },
      },
    });
    fireEvent.mouseEnter(carousel()); // holds the rotation
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(within(carousel()).getByText(/pre-approved for up to Rp\s?500\.000\.000/, { selector: 'p' })).toBeInTheDocument());
    const interested = within(carousel()).getByRole('button', { name: "I'm interested", hidden: true });
    await waitFor(() => expect(interested).toBeEnabled());
    fireEvent.click(interested);
    expect(await within(carousel()).findByText('Thank you: our capital team will contact you.', {}, {})).toBeInTheDocument();
    expect(interested).toBeDisabled();
    expect(hostApi.gateway.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  test('the capital offering cannot be submitted: the button stays disabled', async () => {
    renderHome({ gateway: { [`GET ${HOME_API.capitalOffering}`]: { max_amount: null, currency: 'IDR', can_submit: false, submitted_at: null } } });
    await waitFor(() => expect(within(carousel()).getByRole('button', { name: "I'm interested", hidden: true })).toBeDisabled());
  });

  test('a member who is no administrator is told why the capital offering cannot be asked for', async () => {
    renderHome({
      user: { can_administer: false },
      gateway: { [`GET ${HOME_API.capitalOffering}`]: { max_amount: 500_000_000, currency: 'IDR', can_submit: false, submitted_at: null } },
    });
    const note = await within(carousel()).findByText("Only your business's administrators can ask for financing.", { selector: 'p' });
    const interested = within(carousel()).getByRole('button', { name: "I'm interested", hidden: true });
    expect(interested).toBeDisabled();
    expect(interested).toHaveAttribute('aria-describedby', note.id);
  });

  test('in Bahasa Indonesia', async () => {
    renderHome({ language: 'id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Beranda' })).toBeInTheDocument();
    await within(screen.getByRole('region', { name: 'Aksi cepat' })).findByRole('link', { name: 'Buat tautan pembayaran' });
  });

  test('nothing decided yet: one skeleton, no calls', () => {
    const { hostApi } = renderHome({ pending: true });
    expect(screen.getByRole('status', { name: 'Loading the home page' })).toBeInTheDocument();
    expect(hostApi.gateway.calls).toEqual([]);
  });
});

describe('the request modals', () => {
  test('company establishment: validation, then the request is sent and confirmed', async () => {
    const { hostApi } = renderHome({
      gateway: { [`POST ${HOME_API.incorporationServiceRequest}`]: { id: 'req_1', status: 'SUBMITTED', created: '2026-06-15T08:00:00Z' } },
    });
    fireEvent.click(within(section('Other services')).getByRole('button', { name: 'Contact our partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Establish a company' });
    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue('Ayu Pratama');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'PT' }));
    // The profile phone's own messages (spec 02 §5), and the 15 digits the pattern allows.
    const phone = within(dialog).getByLabelText(/Mobile number/);
    fireEvent.change(phone, { target: { value: '+62812' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Enter at least 6 digits.')).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '+6281234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Enter a mobile number with its country code, e.g. +6281234567890.')).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '+62 812 3456 789 0123' } });
    expect(phone).toHaveValue('+628123456789012');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Request sent.');
    expect(hostApi.gateway.calls.find((call) => call.method === 'POST')?.body).toEqual({
      full_name: 'Ayu Pratama', email: 'owner@tokoku.test', phone_number: '+628123456789012', company_type: 'PT',
    });
  }, LAZY_TEST_BUDGET);

  test('early settlement: a refused request says so and keeps what was typed', async () => {
    renderHome({ gateway: { [`POST ${HOME_API.earlySettlementRequest}`]: failure } });
    fireEvent.click(within(section('Other services')).getByRole('button', { name: 'Request early settlement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request early settlement' });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '2500000' } });
    fireEvent.change(within(dialog).getByLabelText(/Why do you need it early/), { target: { value: 'Holiday stock' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not send your request.');
    expect(within(dialog).getByLabelText(/Why do you need it early/)).toHaveValue('Holiday stock');
  }, LAZY_TEST_BUDGET);
});
