import { validateWith } from './schemas';
import { daysIn, exportProblems, exportSchema, recipientsOf } from './export-form';

const five = 'a@x.co, b@x.co c@x.co,d@x.co  e@x.co';

describe('the export form (spec 02 §5)', () => {
  test.each([
    [{ start: '2026-01-01', end: '2026-04-02' }, 92, undefined],
    [{ start: '2026-01-01', end: '2026-04-03' }, 93, 'pleaseAdjustDate'],
    [{ start: '2026-03-01', end: '2026-03-01' }, 1, undefined],
    [{ start: '2026-03-02', end: '2026-03-01' }, 0, 'invalidStartTime'],
    [{ start: '2024-02-01', end: '2024-05-02' }, 92, undefined], // a leap February
  ])('%j is %d days: %s', (range, days, problem) => {
    expect(daysIn(range.start, range.end)).toBe(days);
    expect(exportProblems({ range, emails: 'a@x.co' }).range).toBe(problem);
  });

  test('a range is required', () => {
    expect(exportProblems({ range: null, emails: 'a@x.co' })).toEqual({ range: 'requiredField' });
  });

  test.each([
    ['a@x.co', undefined],
    [five, undefined],
    [`${five}, f@x.co`, 'upToFiveEmail'],
    [`${five} f@x.co`, 'upToFiveEmail'],
    ['a@x.co,,b@x.co', undefined],
    ['a@x.co;b@x.co', 'invalidEmail'],
    ['a@x', 'invalidEmail'],
    ['not an email', 'invalidEmail'],
    ['', 'requiredField'],
    [' , ', 'requiredField'],
  ])('recipients %j: %s', (emails, problem) => {
    expect(exportProblems({ range: { start: '2026-01-01', end: '2026-01-31' }, emails }).emails).toBe(problem);
  });

  test('commas and spaces both separate recipients', () => {
    expect(recipientsOf(' a@x.co,b@x.co  c@x.co ,\n d@x.co ')).toEqual(['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co']);
  });
});

describe('the export form schema (react-final-form + yup)', () => {
  const validate = validateWith(exportSchema);
  test.each([
    [{ range: null, emails: '' }, { range: 'requiredField', emails: 'requiredField' }],
    [{ range: { start: '2026-01-01', end: '2026-04-03' }, emails: five }, { range: 'pleaseAdjustDate' }],
    [{ range: { start: '2026-03-02', end: '2026-03-01' }, emails: five }, { range: 'invalidStartTime' }],
    [{ range: { start: '2026-01-01', end: '2026-04-02' }, emails: `${five} f@x.co` }, { emails: 'upToFiveEmail' }],
    [{ range: { start: '2026-01-01', end: '2026-04-02' }, emails: 'a@x' }, { emails: 'invalidEmail' }],
    [{ range: { start: '2026-01-01', end: '2026-04-02' }, emails: five }, {}],
  ])('%j: %j', (values, problems) => {
    expect(validate(values)).toEqual(problems);
  });
});
