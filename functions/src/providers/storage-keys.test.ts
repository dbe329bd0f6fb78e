import { describe, expect, it } from 'vitest';
import { contentDisposition, isStorageKey } from './storage-keys';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('storage keys', () => {
  it('are only the shape the server makes: <kind>/<user-id|staff-id>/<uuid>/<ASCII name>', () => {
    expect(isStorageKey(`phr/user-12/${uuid}/blood-work.pdf`)).toBe(true);
    expect(isStorageKey(`brand_logo/staff-3/${uuid}/logo.png`)).toBe(true);
    for (const key of [
      `../phr/user-12/${uuid}/a.pdf`,
      `phr/user-12/${uuid}/../../../etc/passwd`,
      `phr/user-12/${uuid}/..`,
      `phr/user-12/${uuid}/.hidden`,
      `phr/user-12/${uuid}/a..pdf`,
      `/phr/user-12/${uuid}/a.pdf`,
      `phr/user-12/${uuid}/sub/a.pdf`,
      `phr/user-12/${uuid}/a\\b.pdf`,
      `passport/user-12/${uuid}/a.pdf`,
      `phr/user-0/${uuid}/a.pdf`,
      `phr/user-12/not-a-uuid/a.pdf`,
    ])
      expect(isStorageKey(key), key).toBe(false);
  });
});

describe('Content-Disposition', () => {
  it('keeps quotes, new lines and non-ASCII out of the header and gives the real name encoded', () => {
    expect(contentDisposition('attachment', 'Résumé "x".pdf')).toBe(
      `attachment; filename="R_sum_ _x_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22x%22.pdf`,
    );
    expect(contentDisposition('inline', 'a\r\nSet-Cookie: x=1.png')).toBe(
      `inline; filename="a__Set-Cookie_ x_1.png"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1.png`,
    );
  });
});
