import { describe, expect, it } from 'vitest';
import { FILE_REFERENCE_MESSAGE, fileReferenceSchema, isFileReference } from './file-reference';
import { saveWebsiteSchema } from './schemas/website';
import {
  domainVerificationRecord,
  normaliseHost,
  subDomainHost,
  WEBSITE_MESSAGES,
} from './website';

describe('host names', () => {
  it('have one normal form: trimmed, lower-cased, without a trailing dot', () => {
    expect(normaliseHost('  HappyPaws.PetWell.com. ')).toBe('happypaws.petwell.com');
    expect(subDomainHost(' HappyPaws ', 'PetWell.com')).toBe('happypaws.petwell.com');
    expect(domainVerificationRecord('WWW.Clinic.example')).toBe(
      '_petwell-verify.www.clinic.example',
    );
  });
});

describe('saveWebsiteSchema', () => {
  const parse = (input: Record<string, unknown>) =>
    saveWebsiteSchema.safeParse({ name: 'Happy Paws', ...input });

  it('normalises the hosts and treats blanks as none', () => {
    expect(
      parse({ sub_domain: ' HappyPaws ', custom_domain: 'WWW.Happy.Example.', logo: '' }).data,
    ).toMatchObject({ sub_domain: 'happypaws', custom_domain: 'www.happy.example', logo: null });
  });

  it("refuses the platform's reserved names and malformed hosts", () => {
    expect(parse({ sub_domain: 'Admin' }).error?.issues[0]?.message).toBe(
      WEBSITE_MESSAGES.subDomainReserved,
    );
    expect(parse({ sub_domain: 'www' }).error?.issues[0]?.message).toBe(
      WEBSITE_MESSAGES.subDomainInvalid,
    );
    expect(parse({ sub_domain: 'a.b.c' }).error?.issues[0]?.message).toBe(
      WEBSITE_MESSAGES.subDomainInvalid,
    );
    expect(parse({ custom_domain: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(
      WEBSITE_MESSAGES.customDomainInvalid,
    );
    expect(parse({ logo: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('file references', () => {
  const key = 'phr/user-7/0f8e6a52-4c1b-4d2e-9a7b-3c5d1e2f4a6b/labs.pdf';

  it('are storage keys the server issued, bare or as the private-file address', () => {
    expect(isFileReference(key)).toBe(true);
    expect(isFileReference(`https://api.petwell.com/files/private/${key}`)).toBe(true);
    expect(isFileReference(`http://localhost:8080/files/private/${key}`)).toBe(true);
  });

  it('are never other URLs', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/labs.pdf',
      `https://evil.example/?${key}`,
      'phr/user-7/../../etc/passwd',
      `user_avatar/user-7/0f8e6a52-4c1b-4d2e-9a7b-3c5d1e2f4a6b/me.png`,
    ])
      expect(isFileReference(value), value).toBe(false);
    expect(fileReferenceSchema.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(
      FILE_REFERENCE_MESSAGE,
    );
  });
});
