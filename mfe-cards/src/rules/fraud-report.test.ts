import { CHANGE_REQUEST_STATUSES } from 'shared-contracts/areas/cards/card-settings';
import { en } from '../translations/en';
import { id } from '../translations/id';
import { CHANGE_REQUEST_TONES, actionErrorKey, exportErrorKey, reportErrorKeys, settingsErrorKey } from './fraud-report';

const lookup = (tree: object, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('fraud reports: failures mapped to texts (spec 02 §8)', () => {
  test.each(['API_VALIDATION_ERROR', 'AUTHORIZATION_ERROR', 'TOO_MANY_REQUESTS', 'SERVER_ERROR'])('%s has its own title and subtitle, in en and id', (code) => {
    const keys = reportErrorKeys(code);
    expect(keys).toEqual({ title: `fraudReports.errors.${code}.title`, subtitle: `fraudReports.errors.${code}.subtitle` });
    for (const tree of [en, id]) {
      expect(typeof lookup(tree, keys.title)).toBe('string');
      expect(typeof lookup(tree, keys.subtitle)).toBe('string');
      expect(typeof lookup(tree, exportErrorKey(code))).toBe('string');
    }
  });
  test('any other code, or none, has the default texts', () => {
    expect(reportErrorKeys('REQUEST_ABORTED').title).toBe('fraudReports.errors.default.title');
    expect(reportErrorKeys(undefined).subtitle).toBe('fraudReports.errors.default.subtitle');
    expect(exportErrorKey('WHATEVER')).toBe('errorMessages.unexpectedError');
  });
  test('a failed fraud action and a missing change request have their own messages', () => {
    expect(actionErrorKey('SERVER_ERROR')).toBe('fraud.actionErrors.SERVER_ERROR');
    expect(actionErrorKey('BOOM')).toBe('errorMessages.unexpectedError');
    expect(settingsErrorKey('CHANGE_REQUEST_NOT_FOUND_ERROR')).toBe('cardSettings.errors.CHANGE_REQUEST_NOT_FOUND_ERROR');
    expect(typeof lookup(id, settingsErrorKey('CHANGE_REQUEST_NOT_FOUND_ERROR'))).toBe('string');
  });
  test('every change request status has a tone and a label', () => {
    expect(CHANGE_REQUEST_TONES).toEqual({ PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' });
    for (const status of CHANGE_REQUEST_STATUSES) expect(typeof lookup(en, `cardSettings.statuses.${status}`)).toBe('string');
  });
});
