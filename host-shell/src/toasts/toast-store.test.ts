import { createInstance } from 'i18next';
import { GatewayError } from 'shared-contracts';
import { en } from '../i18n/en';
import { TOAST_AUTO_CLOSE_MS, ToastStore } from './toast-store';

const i18n = createInstance();
void i18n.init({ lng: 'en', initAsync: false, resources: { en: { translation: en } } });

describe('ToastStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes each toast after 3000 ms', () => {
    const store = new ToastStore(() => i18n.t);
    store.show('Saved', 'success');
    expect(store.toasts).toEqual([{ id: 1, text: 'Saved', tone: 'success' }]);
    jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1);
    expect(store.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.toasts).toEqual([]);
  });

  it('shows failures in the catalogue words, the retry time in minutes, and nothing for aborts', () => {
    const store = new ToastStore(() => i18n.t);
    store.showError(new GatewayError('TOO_MANY_REQUESTS', 'slow down', 429, 61));
    store.showError(new GatewayError('SOMETHING_NEW', 'x', 400));
    store.showError(new Error('plain'));
    store.showError(new GatewayError('REQUEST_ABORTED', 'newer request', 0));
    expect(store.toasts.map((toast) => toast.text)).toEqual([
      'Too many attempts. Please try again in 2 minutes.',
      'Something went wrong. Please try again.',
    ]);
  });
});
