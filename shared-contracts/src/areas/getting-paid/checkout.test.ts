import { CHECKOUT_DEFAULTS, checkoutProblems, contrastRatio, isHexColor, normaliseHex, readableTextOn, relativeLuminance } from './checkout';

test('colours are #RRGGBB on the wire; the form also reads the short and hash-less forms', () => {
  expect(isHexColor('#0B5CAD')).toBe(true);
  expect(isHexColor('#0b5cad')).toBe(true);
  for (const wrong of ['0B5CAD', '#0B5CA', '#0B5CADD', '#GGGGGG', 'red', '#fff', '']) expect(isHexColor(wrong)).toBe(false);
  expect(normaliseHex(' #0b5cad ')).toBe('#0B5CAD');
  expect(normaliseHex('fff')).toBe('#FFFFFF');
  expect(normaliseHex('#a1B')).toBe('#AA11BB');
  expect(normaliseHex('12345')).toBeUndefined();
  expect(normaliseHex('#12345g')).toBeUndefined();
});

test('luminance and contrast are WCAG’s (black on white is 21:1, a colour on itself 1:1)', () => {
  expect(relativeLuminance('#000000')).toBe(0);
  expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
  expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
  expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
  expect(contrastRatio('#0B5CAD', '#0B5CAD')).toBe(1);
  // Known pairs: #767676 on white is the lightest grey that passes AA (4.54), #777777 fails (4.48).
  expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
});

test('the header’s text is white on dark colours and dark on light ones, always readable', () => {
  expect(readableTextOn('#0B5CAD')).toBe('#FFFFFF');
  expect(readableTextOn('#FFD600')).toBe('#000000');
  for (const background of ['#000000', '#FFFFFF', '#808080', '#FF0000', '#00FF00', '#0000FF', '#777777', '#7F7F7F', '#FF4500']) {
    expect(contrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(4.5);
  }
});

test('settings are refused for a wrong colour, an unreadable button, no or repeated payment methods', () => {
  expect(checkoutProblems(CHECKOUT_DEFAULTS)).toEqual({});
  expect(checkoutProblems({ ...CHECKOUT_DEFAULTS, brand_color: 'blue' })).toEqual({ brand_color: 'invalidColor' });
  expect(checkoutProblems({ ...CHECKOUT_DEFAULTS, button_color: '#FFD600', button_text_color: '#FFFFFF' })).toEqual({ button_text_color: 'lowContrast' });
  expect(checkoutProblems({ ...CHECKOUT_DEFAULTS, button_color: '#FFD600', button_text_color: '#1B2430' })).toEqual({});
  // A wrong colour is named, not also called unreadable.
  expect(checkoutProblems({ ...CHECKOUT_DEFAULTS, button_text_color: '#12' })).toEqual({ button_text_color: 'invalidColor' });
  expect(checkoutProblems({ ...CHECKOUT_DEFAULTS, payment_methods: [] })).toEqual({ payment_methods: 'noPaymentMethod' });
  expect(checkoutProblems({ ...CHECKOUT_DEFAULTS, payment_methods: ['CARDS', 'CARDS'] })).toEqual({ payment_methods: 'repeatedPaymentMethod' });
});
