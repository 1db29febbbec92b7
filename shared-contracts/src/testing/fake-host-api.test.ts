import { createFakeHostApi, signedOutSession } from './fake-host-api';

describe('createFakeHostApi', () => {
  it('records navigations in order, with their options', () => {
    const hostApi = createFakeHostApi();
    hostApi.navigate('/home');
    hostApi.navigate('/settings/team', { replace: true });
    expect(hostApi.navigations).toEqual([
      { path: '/home', options: undefined },
      { path: '/settings/team', options: { replace: true } },
    ]);
  });

  it('calls onNavigate after each navigation', () => {
    const onNavigate = jest.fn();
    const hostApi = createFakeHostApi({ onNavigate });
    hostApi.navigate('/notification-center');
    hostApi.navigate('/home', { replace: true });
    expect(onNavigate).toHaveBeenNthCalledWith(1, '/notification-center', undefined);
    expect(onNavigate).toHaveBeenNthCalledWith(2, '/home', { replace: true });
  });

  it('records reported errors in order, with their context', () => {
    const hostApi = createFakeHostApi();
    const first = new Error('first');
    hostApi.reportError(first, { remote: 'cards', phase: 'render' });
    hostApi.reportError('second', { phase: 'load' });
    expect(hostApi.reportedErrors).toEqual([
      { error: first, context: { remote: 'cards', phase: 'render' } },
      { error: 'second', context: { phase: 'load' } },
    ]);
  });

  it('keeps each fake separate', () => {
    const a = createFakeHostApi();
    const b = createFakeHostApi();
    a.navigate('/home');
    a.reportError(new Error('x'), { phase: 'render' });
    expect(b.navigations).toEqual([]);
    expect(b.reportedErrors).toEqual([]);
  });

  it('is signed out by default', () => {
    expect(createFakeHostApi().session).toEqual(signedOutSession);
    expect(createFakeHostApi().session).toMatchObject({ status: 'signedOut', user: null, business: null });
  });

  it('takes a partial session over the signed-out defaults', () => {
    const session = createFakeHostApi({ session: { status: 'signedIn', liveMode: 'LIVE' } }).session;
    expect(session).toEqual({ ...signedOutSession, status: 'signedIn', liveMode: 'LIVE' });
    expect(signedOutSession.status).toBe('signedOut');
  });

  it('makes translations usable through i18n.t with their namespace', () => {
    const hostApi = createFakeHostApi({
      translations: { cards: { en: { payments: { title: 'Card payments' } }, id: { payments: { title: 'Pembayaran kartu' } } } },
    });
    expect(hostApi.i18n.isInitialized).toBe(true);
    expect(hostApi.i18n.language).toBe('en');
    expect(hostApi.i18n.t('payments.title', { ns: 'cards' })).toBe('Card payments');
    expect(hostApi.i18n.t('cards:payments.title')).toBe('Card payments');
    expect(hostApi.i18n.getFixedT(null, 'cards')('payments.title')).toBe('Card payments');
  });

  it('starts in the requested language and falls back to English', async () => {
    const hostApi = createFakeHostApi({
      language: 'id',
      translations: { home: { en: { title: 'Home', onlyEnglish: 'English only' }, id: { title: 'Beranda' } } },
    });
    expect(hostApi.i18n.language).toBe('id');
    expect(hostApi.i18n.t('home:title')).toBe('Beranda');
    expect(hostApi.i18n.t('home:onlyEnglish')).toBe('English only');
    await hostApi.i18n.changeLanguage('en');
    expect(hostApi.i18n.t('home:title')).toBe('Home');
  });

  it('answers the key for a missing translation instead of throwing', () => {
    const hostApi = createFakeHostApi();
    expect(hostApi.i18n.t('nothing:here')).toBe('here');
  });

  it('interpolates without HTML escaping, like the shell', () => {
    const hostApi = createFakeHostApi({ translations: { x: { en: { hi: 'Hi {{name}}' } } } });
    expect(hostApi.i18n.t('x:hi', { name: '<b>&' })).toBe('Hi <b>&');
  });
});
