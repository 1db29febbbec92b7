import { validateWith } from 'shared-contracts/rules';
import { FEEDBACK_TEXT_MAX } from 'shared-contracts/areas/shell/feedback';
import type { Business, User } from 'shared-contracts';
import { feedbackSchema, feedbackSender, feedbackTextLongEnough, ratingNumber, ratingSchema, type FeedbackValues } from './feedback-form';

const valid: FeedbackValues = { feedback_type: 'Product', feedback: 'Works well', agree_to_be_contacted: false };

describe('the feedback form (spec 02 §5)', () => {
  const validate = validateWith(feedbackSchema);
  it.each<[string, Partial<FeedbackValues>, Record<string, string>]>([
    ['a type and 10 characters', {}, {}],
    ['exactly 3 characters', { feedback: 'abc' }, {}],
    ['2 characters', { feedback: 'ab' }, { feedback: 'requiredField' }],
    ['3 spaces and 2 characters', { feedback: '   ab ' }, { feedback: 'requiredField' }],
    ['500 characters', { feedback: 'x'.repeat(FEEDBACK_TEXT_MAX) }, {}],
    ['501 characters', { feedback: 'x'.repeat(FEEDBACK_TEXT_MAX + 1) }, { feedback: 'exceedMaxCharacters' }],
    ['an unknown type', { feedback_type: 'Spam' as FeedbackValues['feedback_type'] }, { feedback_type: 'requiredField' }],
    ['agreeing to be contacted', { agree_to_be_contacted: true }, {}],
  ])('%s', (_name, change, errors) => {
    expect(validate({ ...valid, ...change })).toEqual(errors);
  });

  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
  ])('submit enabled for %j: %s', (text, enabled) => {
    expect(feedbackTextLongEnough(text)).toBe(enabled);
  });
});

describe('the rating form (spec 02 §5)', () => {
  it.each<[string, 'ease' | 'usefulness' | 'yesNo', { rating?: string; comment?: string }, Record<string, string>]>([
    ['no score', 'ease', {}, { rating: 'required' }],
    ['1 on the ease scale', 'ease', { rating: '1' }, {}],
    ['5 on the usefulness scale', 'usefulness', { rating: '5' }, {}],
    ['0 on a 1-5 scale', 'ease', { rating: '0' }, { rating: 'required' }],
    ['no (0) on the yes/no scale', 'yesNo', { rating: '0' }, {}],
    ['3 on the yes/no scale', 'yesNo', { rating: '3' }, { rating: 'required' }],
    ['a 500-character comment', 'ease', { rating: '2', comment: 'c'.repeat(500) }, {}],
    ['a 501-character comment', 'ease', { rating: '2', comment: 'c'.repeat(501) }, { comment: 'exceedMaxCharacters' }],
  ])('%s', (_name, scale, values, errors) => {
    expect(validateWith(ratingSchema(scale))(values)).toEqual(errors);
  });

  it('sends the score as a number', () => {
    expect(ratingNumber({ rating: '0' })).toBe(0);
    expect(ratingNumber({ rating: '4' })).toBe(4);
  });
});

it('the sender is the signed-in user in the business they act in', () => {
  const user = { user_id: 'usr_1', email: 'a@b.test' } as User;
  const business = { id: 'biz_1', name: 'Toko', entity: 'PT' } as Business;
  expect(feedbackSender(user, business)).toEqual({ user_id: 'usr_1', email: 'a@b.test', business_id: 'biz_1', business_name: 'Toko', entity: 'PT' });
  expect(feedbackSender(null, business)).toBeNull();
});
