import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  changePasswordFormSchema,
  firstNameSchema,
  lastNameSchema,
  loginSchema,
  normalizePersonName,
  profileSchema,
  registerSchema,
  sendOtpSchema,
  teamMemberSchema,
  vendorSignupSchema,
  verifyOtpSchema,
} from './account';
import { customerFormSchema } from './consultation';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('login', () => {
  it('trims and lower-cases the e-mail and keeps the password as typed', () => {
    expect(
      loginSchema.parse({ email: '  Emma@Example.COM ', password: ' p w ', role: 'user' }),
    ).toEqual({
      email: 'emma@example.com',
      password: ' p w ',
      role: 'user',
    });
  });

  it('needs a valid e-mail and a password', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
    expect(messages(loginSchema.safeParse({ email: 'emma@', password: 'x' }))).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('takes the roles user and vendor only', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x', role: 'admin' }).success).toBe(
      false,
    );
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x' }).role).toBe('user');
  });
});

const valid = {
  first_name: 'Emma',
  last_name: 'Stone',
  email: 'e@x.io',
  phone: '5551234567',
  password: '12345678',
};

describe('sign-up', () => {
  it('needs names by the person-name rule, a valid e-mail, a 10-digit mobile and a password of at least 8 characters', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
    expect(
      messages(
        registerSchema.safeParse({
          ...valid,
          first_name: 'Em4',
          last_name: ' ',
          phone: '555-123',
          password: '1234567',
        }),
      ),
    ).toEqual({
      first_name: ACCOUNT_MESSAGES.lettersOnly,
      last_name: 'Last name is required.',
      phone: 'Mobile number must be exactly 10 digits.',
      password: 'Password must be at least 8 characters.',
    });
  });

  it('accepts names such as "Mary-Jane" and "O\'Brien" and letters of any alphabet', () => {
    for (const name of ['Mary-Jane', "O'Brien", 'José', 'Zoë', 'Ana María']) {
      expect(registerSchema.safeParse({ ...valid, first_name: name }).success, name).toBe(true);
    }
  });
});

describe('person names (domain/README.md, "Person names")', () => {
  const name = (value: string) => firstNameSchema.safeParse(value);

  it('are words of letters of any alphabet, joined by one space, hyphen or apostrophe', () => {
    for (const ok of [
      'Smith-Jones',
      "O'Brien",
      'D’Angelo',
      'Ana María',
      'Zoë',
      'Zoe\u0308',
      'Łukasz',
      'Nguyễn',
      '김',
      'Jean-Luc Picard',
    ]) {
      expect(name(ok).success, ok).toBe(true);
    }
  });

  it('refuse digits, other marks, and a joiner at either end or two in a row', () => {
    for (const wrong of [
      'Em4',
      'St. John',
      'Ann_Lee',
      'Ann, Lee',
      '-Ann',
      'Ann-',
      "'Ann",
      'Mary--Jane',
      "O' Brien",
      'Ann<b>',
    ]) {
      expect(messages(name(wrong)), wrong).toEqual({ '': ACCOUNT_MESSAGES.lettersOnly });
    }
  });

  it('are kept trimmed, with one space between words and accents composed', () => {
    expect(name('  Ana   María ').data).toBe('Ana María');
    expect(name('Zoe\u0308 ').data).toBe('Zoë');
    expect(lastNameSchema.parse(' Smith-Jones\t')).toBe('Smith-Jones');
    expect(normalizePersonName(' O’Brien  ')).toBe('O’Brien');
  });

  it('are required and at most 60 characters', () => {
    expect(messages(name('   '))).toEqual({ '': ACCOUNT_MESSAGES.firstNameRequired });
    expect(messages(lastNameSchema.safeParse(''))).toEqual({
      '': ACCOUNT_MESSAGES.lastNameRequired,
    });
    expect(name('a'.repeat(60)).success).toBe(true);
    expect(messages(name('a'.repeat(61)))).toEqual({ '': 'At most 60 characters.' });
  });

  it('follow the same rule in every form that names a person', () => {
    for (const schema of [
      registerSchema,
      vendorSignupSchema,
      teamMemberSchema,
      customerFormSchema,
    ]) {
      const parsed = schema.safeParse({ ...valid, first_name: ' Zoë ', last_name: 'Smith-Jones ' });
      expect(parsed.data).toMatchObject({ first_name: 'Zoë', last_name: 'Smith-Jones' });
      expect(messages(schema.safeParse({ ...valid, first_name: 'Em4' }))).toEqual({
        first_name: ACCOUNT_MESSAGES.lettersOnly,
      });
    }
  });
});

describe('mobile verification (a 10-digit mobile, a 4-digit code)', () => {
  it('checks both sizes', () => {
    expect(sendOtpSchema.safeParse({ mobile: '5551234567' }).success).toBe(true);
    expect(messages(sendOtpSchema.safeParse({ mobile: '55512345678' }))).toEqual({
      mobile: 'Mobile number must be exactly 10 digits.',
    });
    expect(messages(verifyOtpSchema.safeParse({ mobile: '5551234567', otp: '123' }))).toEqual({
      otp: 'Code must be exactly 4 digits.',
    });
    expect(messages(verifyOtpSchema.safeParse({ mobile: '', otp: '' }))).toEqual({
      mobile: 'Mobile number is required.',
      otp: 'Code is required.',
    });
  });
});

describe('change password form', () => {
  it("says 'The new password and confirm should match.' when they differ", () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: 'old',
          newPassword: 'abcdefgh',
          confirmPassword: 'abcdefgX',
        }),
      ),
    ).toEqual({
      confirmPassword: 'The new password and confirm should match.',
    });
  });

  it('needs the current password unless a forgot code is present', () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          newPassword: 'abcdefgh',
          confirmPassword: 'abcdefgh',
        }),
      ),
    ).toEqual({
      currentPassword: 'Current password is required.',
    });
    expect(
      changePasswordFormSchema.safeParse({
        forgotCode: 'abc',
        newPassword: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      }).success,
    ).toBe(true);
  });

  it('needs both new and confirm of at least 8 characters', () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          forgotCode: 'c',
          newPassword: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toEqual({
      newPassword: 'Password must be at least 8 characters.',
      confirmPassword: 'Password must be at least 8 characters.',
    });
  });
});

describe('profile', () => {
  it('needs both names, trimmed, with the sign-up rule for letters', () => {
    expect(profileSchema.parse({ first_name: ' Emma ', last_name: "O'Brien" })).toEqual({
      first_name: 'Emma',
      last_name: "O'Brien",
    });
    const empty = profileSchema.safeParse({ first_name: '  ', last_name: '' });
    expect(empty.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['first_name', 'First name is required.'],
      ['last_name', 'Last name is required.'],
    ]);
    const markup = profileSchema.safeParse({ first_name: '<b>Emma</b>', last_name: 'Smith2' });
    expect(markup.error?.issues.map((issue) => issue.message)).toEqual([
      ACCOUNT_MESSAGES.lettersOnly,
      ACCOUNT_MESSAGES.lettersOnly,
    ]);
  });
});
