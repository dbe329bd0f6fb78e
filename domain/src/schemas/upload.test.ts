import { describe, expect, it } from 'vitest';
import { UPLOAD_KINDS } from '../constants';
import { cleanFileName, contentMatchesType, storageFileName, uploadRule } from '../upload-rules';
import { presignFileSchema } from './upload';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const avatar = {
  accessType: 'public',
  serviceType: 'user_avatar',
  fileName: 'me.png',
  fileType: 'image/png',
};
const record = {
  accessType: 'private',
  serviceType: 'phr',
  fileName: 'blood-work.pdf',
  fileType: 'application/pdf',
};

describe('upload kinds', () => {
  it('make the pictures public with 2 MB and the medical documents private with 10 MB', () => {
    expect(
      Object.fromEntries(
        UPLOAD_KINDS.map((k) => [k, [uploadRule(k).access, uploadRule(k).maxBytes]]),
      ),
    ).toEqual({
      user_avatar: ['public', 2 * 1024 * 1024],
      brand_logo: ['public', 2 * 1024 * 1024],
      vendor_service_avatar: ['public', 2 * 1024 * 1024],
      vendor_service_listings: ['public', 2 * 1024 * 1024],
      phr: ['private', 10 * 1024 * 1024],
      smo_service: ['private', 10 * 1024 * 1024],
    });
  });
});

describe('presign request', () => {
  it('accepts an avatar and a health record as the spec sends them', () => {
    expect(presignFileSchema.parse(avatar)).toEqual(avatar);
    expect(
      presignFileSchema.parse({ ...record, fileType: 'Application/PDF', fileSize: 1000 }),
    ).toEqual({
      ...record,
      fileSize: 1000,
    });
  });

  it('refuses an unknown access type or kind with a clear message', () => {
    expect(messages(presignFileSchema.safeParse({ ...avatar, accessType: 'other' }))).toEqual({
      accessType: 'Access type must be public or private.',
    });
    expect(messages(presignFileSchema.safeParse({ ...avatar, serviceType: 'passport' }))).toEqual({
      serviceType:
        'Upload kind must be one of: user_avatar, brand_logo, vendor_service_avatar, vendor_service_listings, phr, smo_service.',
    });
  });

  it('refuses public health records and SMO documents, and private pictures', () => {
    expect(messages(presignFileSchema.safeParse({ ...record, accessType: 'public' }))).toEqual({
      accessType: 'Health records and SMO documents are private: upload them with access private.',
    });
    expect(
      messages(
        presignFileSchema.safeParse({
          ...record,
          serviceType: 'smo_service',
          accessType: 'public',
        }),
      ),
    ).toEqual({
      accessType: 'Health records and SMO documents are private: upload them with access private.',
    });
    expect(messages(presignFileSchema.safeParse({ ...avatar, accessType: 'private' }))).toEqual({
      accessType: 'Avatars, logos and listing pictures are public: upload them with access public.',
    });
  });

  it('takes JPEG, PNG, WebP and GIF pictures only (no SVG, no PDF avatar)', () => {
    for (const [fileType, fileName] of [
      ['image/jpeg', 'a.jpg'],
      ['image/webp', 'a.webp'],
      ['image/gif', 'a.gif'],
    ])
      expect(presignFileSchema.safeParse({ ...avatar, fileType, fileName }).success).toBe(true);
    for (const fileType of ['image/svg+xml', 'application/pdf', 'text/html'])
      expect(messages(presignFileSchema.safeParse({ ...avatar, fileType, fileName: 'a' }))).toEqual(
        {
          fileType: 'Images must be JPEG, PNG, WebP or GIF files.',
        },
      );
  });

  it('takes PDF, pictures, plain text and DICOM for records', () => {
    for (const [fileType, fileName] of [
      ['image/png', 'x-ray.png'],
      ['text/plain', 'labs.txt'],
      ['application/dicom', 'ct.dcm'],
    ])
      expect(presignFileSchema.safeParse({ ...record, fileType, fileName }).success).toBe(true);
    expect(
      messages(
        presignFileSchema.safeParse({ ...record, fileType: 'text/html', fileName: 'a.html' }),
      ),
    ).toEqual({
      fileType: 'Documents must be PDF, JPEG, PNG, WebP, GIF, plain text or DICOM files.',
    });
  });

  it('needs the extension to fit the declared type when the name has one', () => {
    expect(messages(presignFileSchema.safeParse({ ...record, fileName: 'invoice.exe' }))).toEqual({
      fileName: 'The file name must end with .pdf for a application/pdf file.',
    });
    expect(presignFileSchema.safeParse({ ...record, fileName: 'scan' }).success).toBe(true);
  });

  it('checks a declared size against the limits: 2 MB for pictures, 10 MB for records', () => {
    expect(
      messages(presignFileSchema.safeParse({ ...avatar, fileSize: 2 * 1024 * 1024 + 1 })),
    ).toEqual({ fileSize: 'The image is too large: at most 2 MB.' });
    expect(presignFileSchema.safeParse({ ...avatar, fileSize: 2 * 1024 * 1024 }).success).toBe(
      true,
    );
    expect(
      messages(presignFileSchema.safeParse({ ...record, fileSize: 10 * 1024 * 1024 + 1 })),
    ).toEqual({ fileSize: 'The file is too large: at most 10 MB.' });
    expect(messages(presignFileSchema.safeParse({ ...record, fileSize: 0 }))).toEqual({
      fileSize: 'The file is empty.',
    });
  });

  it('needs a file name and keeps only its last segment without control characters', () => {
    expect(messages(presignFileSchema.safeParse({ ...avatar, fileName: ' / ' }))).toEqual({
      fileName: 'File name is required.',
    });
    expect(presignFileSchema.parse({ ...record, fileName: '../../etc/report.pdf' }).fileName).toBe(
      'report.pdf',
    );
    expect(cleanFileName('C:\\Users\\ann\\scan\u202Efdp.exe\u0000')).toBe('scanfdp.exe');
  });
});

describe('storage file names', () => {
  it('are ASCII, never start with a dot and keep or add the right extension', () => {
    expect(storageFileName('Lab Résults (1).PDF', 'application/pdf')).toBe('Lab_Results_1.pdf');
    expect(storageFileName('..hidden', 'image/png')).toBe('hidden.png');
    expect(storageFileName('日本.jpg', 'image/jpeg')).toBe('file.jpg');
    expect(storageFileName('../../etc/passwd', 'text/plain')).toBe('passwd.txt');
    expect(storageFileName(`${'a'.repeat(300)}.gif`, 'image/gif')).toBe(`${'a'.repeat(90)}.gif`);
  });
});

describe('content check (magic bytes)', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(
      values.flatMap((v) => (typeof v === 'string' ? Array.from(Buffer.from(v, 'latin1')) : [v])),
    );

  it('recognises each accepted type and refuses a file that is something else', () => {
    expect(contentMatchesType(bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg')).toBe(true);
    expect(contentMatchesType(bytes(0x89, 'PNG\r\n', 0x1a, '\n'), 'image/png')).toBe(true);
    expect(contentMatchesType(bytes('GIF89a'), 'image/gif')).toBe(true);
    expect(contentMatchesType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp')).toBe(true);
    expect(contentMatchesType(bytes('%PDF-1.7'), 'application/pdf')).toBe(true);
    expect(
      contentMatchesType(
        new Uint8Array([...new Uint8Array(128), ...bytes('DICM')]),
        'application/dicom',
      ),
    ).toBe(true);
    expect(contentMatchesType(bytes('Glucose: 5.4 mmol/L'), 'text/plain')).toBe(true);
    expect(contentMatchesType(bytes('<html><script>'), 'application/pdf')).toBe(false);
    expect(contentMatchesType(bytes('%PDF-1.7'), 'image/png')).toBe(false);
    expect(contentMatchesType(bytes('a', 0, 'b'), 'text/plain')).toBe(false);
    expect(contentMatchesType(bytes(0xc3, 0x28), 'text/plain')).toBe(false);
  });
});
