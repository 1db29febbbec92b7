import { emailSchema, loginSchema, validateWith } from './schemas';

describe('loginSchema', () => {
  const validate = validateWith(loginSchema);

  it.each([
    [{}, { email: 'requiredField', password: 'emptyPassword' }],
    [{ email: '   ', password: 'x' }, { email: 'requiredField' }],
    [{ email: 'owner@tokoku', password: 'x' }, { email: 'invalidEmail' }],
    [{ email: 'owner @tokoku.test', password: 'x' }, { email: 'invalidEmail' }],
    [{ email: `${'a'.repeat(250)}@tokoku.test`, password: 'x' }, { email: 'exceedMaxCharacters' }],
    [{ email: 'owner@tokoku.test', password: 'p'.repeat(201) }, { password: 'exceedMaxCharacters' }],
    [{ email: ' owner@tokoku.test ', password: 'Sandbox-2026' }, {}],
  ])('%j → %j', (values, messages) => {
    expect(validate(values)).toEqual(messages);
  });
});

describe('emailSchema', () => {
  it('needs one valid email', () => {
    const validate = validateWith(emailSchema);
    expect(validate({})).toEqual({ email: 'requiredField' });
    expect(validate({ email: 'finance@tokoku.test' })).toEqual({});
  });
});
