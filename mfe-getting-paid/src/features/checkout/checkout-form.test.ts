import { CHECKOUT_DEFAULTS } from 'shared-contracts/areas/getting-paid/checkout';
import { DEFAULT_VALUES, buttonContrast, settingsOf, validateCheckout } from './checkout-form';

test('the form reads colours as typed and sends them as #RRGGBB', () => {
  expect(settingsOf({ ...DEFAULT_VALUES, brand_color: '7a1fa2', button_text_color: '#fff' })).toEqual({ ...CHECKOUT_DEFAULTS, brand_color: '#7A1FA2', button_text_color: '#FFFFFF' });
  expect(settingsOf({ ...DEFAULT_VALUES, brand_color: 'purple' })).toBeUndefined();
});

test('its errors are message keys: a colour that does not read, an unreadable button, no method', () => {
  expect(validateCheckout(DEFAULT_VALUES)).toEqual({});
  expect(validateCheckout({ ...DEFAULT_VALUES, brand_color: 'purple', payment_methods: [] })).toEqual({ brand_color: 'invalidColor', payment_methods: 'noPaymentMethod' });
  expect(validateCheckout({ ...DEFAULT_VALUES, button_color: '#ffd600' })).toEqual({ button_text_color: 'lowContrast' });
});

test('the contrast shown is rounded down, so an unreadable pair never reads 4.5', () => {
  expect(buttonContrast({ ...DEFAULT_VALUES, button_color: '#777777', button_text_color: '#FFFFFF' })).toEqual({ ratio: '4.4', readable: false });
  expect(buttonContrast({ ...DEFAULT_VALUES, button_color: '#000000', button_text_color: '#FFFFFF' })).toEqual({ ratio: '21.0', readable: true });
  expect(buttonContrast({ ...DEFAULT_VALUES, button_color: 'nope' })).toBeUndefined();
});
