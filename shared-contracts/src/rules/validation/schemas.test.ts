import { currentPasswordSchema, emailSchema, loginSchema, newAccountSchema, newPasswordSchema, validateWith } from './schemas';

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

describe('newPasswordSchema (reset, expired password, invitation)', () => {
  const validate = validateWith(newPasswordSchema);

  it.each([
    [{}, { password: 'emptyPassword', confirmation: 'requiredField' }],
    [{ password: 'short1', confirmation: 'short1' }, { password: 'invalidPassword' }],
    [{ password: 'onlyletters', confirmation: 'onlyletters' }, { password: 'invalidPassword' }],
    [{ password: '12345678', confirmation: '12345678' }, { password: 'invalidPassword' }],
    [{ password: `a1${'x'.repeat(199)}`, confirmation: `a1${'x'.repeat(199)}` }, { password: 'exceedMaxCharacters' }],
    [{ password: 'Recovered-2026', confirmation: 'Recovered-2027' }, { confirmation: 'passwordsDoNotMatch' }],
    [{ password: 'Recovered-2026', confirmation: 'Recovered-2026' }, {}],
  ])('%j → %j', (values, messages) => {
    expect(validate(values)).toEqual(messages);
  });
});

describe('newAccountSchema and currentPasswordSchema (the invitation)', () => {
  it('a new account needs a name and a strong password typed twice', () => {
    const validate = validateWith(newAccountSchema);
    expect(validate({ full_name: '  ', password: 'Joined-2026', confirmation: 'Joined-2026' })).toEqual({ full_name: 'requiredField' });
    expect(validate({ full_name: 'n'.repeat(256), password: 'weak', confirmation: 'weak' })).toEqual({ full_name: 'exceedMaxCharacters', password: 'invalidPassword' });
    expect(validate({ full_name: 'Rina Undangan', password: 'Joined-2026', confirmation: 'Joined-2026' })).toEqual({});
  });

  it('an existing account takes any password that is not empty', () => {
    const validate = validateWith(currentPasswordSchema);
    expect(validate({})).toEqual({ password: 'emptyPassword' });
    expect(validate({ password: 'old' })).toEqual({});
  });
});
