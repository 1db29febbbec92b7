import { ENTITY_TYPES } from 'shared-contracts/areas/activation/activation';
import { ACTIVATION_PATH, PH_INDIVIDUAL_PATH, activationPathOf, activationRedirect } from './activation-route';

describe('which page holds a business\'s activation form', () => {
  test.each(ENTITY_TYPES.map((type) => [type, type === 'PH:Individual' ? PH_INDIVIDUAL_PATH : ACTIVATION_PATH] as const))('%s → %s', (type, path) => {
    expect(activationPathOf(type)).toBe(path);
  });

  test.each([
    ['nothing saved yet, on /activation', ACTIVATION_PATH, null, null],
    ['nothing saved yet, on the Philippine individual page', PH_INDIVIDUAL_PATH, null, null],
    ['a Philippine individual on /activation', ACTIVATION_PATH, 'PH:Individual', PH_INDIVIDUAL_PATH],
    ['a Philippine individual on its page', PH_INDIVIDUAL_PATH, 'PH:Individual', null],
    ['a sole proprietorship on the individual page', PH_INDIVIDUAL_PATH, 'PH:Sole Proprietorship', ACTIVATION_PATH],
    ['a foreign entity on /activation', ACTIVATION_PATH, 'Foreign Entity', null],
  ] as const)('%s', (_name, path, saved, redirect) => {
    expect(activationRedirect(path, saved)).toBe(redirect);
  });
});
