import { validateWith } from 'shared-contracts/rules';
import { overrideAddress, overrideSchema } from './override-form';

const validate = validateWith(overrideSchema);

test('an http(s) manifest URL is required', () => {
  expect(validate({ manifest: '' })).toEqual({ manifest: 'requiredField' });
  expect(validate({ manifest: 'javascript:alert(1)' })).toEqual({ manifest: 'invalidManifest' });
  expect(validate({ manifest: 'http://localhost:5803/mf-manifest.json' })).toEqual({});
});

test('setting and clearing go through the override parameter', () => {
  expect(overrideAddress('/credit_cards', 'cards', ' http://localhost:5803/mf-manifest.json ')).toBe(
    '/credit_cards?remote%3Acards=http%3A%2F%2Flocalhost%3A5803%2Fmf-manifest.json',
  );
  expect(overrideAddress('/home', 'cards', '')).toBe('/home?remote%3Acards=');
});
