import { deflateSync } from 'node:zlib';
import type { Deps } from '@petwell/functions';

/**
 * The bytes of the demo data's uploaded files. SQL seeds carry the `uploads` rows and the records
 * that name them (hasura/seeds/default); the files themselves are small documents generated here
 * and written into local storage when the stack loads the demo data, so a demo record's document
 * opens like any other. With S3 storage nothing is written: the bucket is not the demo's to fill.
 */
export async function writeDemoFiles(deps: Pick<Deps, 'db' | 'storage'>): Promise<number> {
  const local = deps.storage.local;
  if (!local) return 0;
  const { rows } = await deps.db.query<{ id: number; storage_key: string; content_type: string }>(
    `select id, storage_key, content_type from public.uploads
      where status = 'uploaded' and content_type in ('application/pdf', 'image/png')
      order by id`,
  );
  let written = 0;
  for (const row of rows) {
    if (await local.read(row.storage_key)) continue;
    const body = row.content_type === 'image/png' ? demoPng() : demoPdf(titleOf(row.storage_key));
    await local.commit(await local.stage(body), row.storage_key);
    await deps.db.query('update public.uploads set size_bytes = $2 where id = $1', [
      row.id,
      body.length,
    ]);
    written++;
  }
  return written;
}

/** 'phr/user-1/<uuid>/senior-blood-panel-2026-07.pdf' -> 'Senior blood panel 2026 07'. */
export function titleOf(key: string): string {
  const name = (key.split('/').pop() ?? 'document').replace(/\.[a-z]+$/i, '').replace(/-/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A one-page PDF 1.4 with the title and a note that it is demo data, with a valid xref table. */
export function demoPdf(title: string): Buffer {
  const text = (value: string) => value.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 20 Tf 72 720 Td',
    `(${text(title)}) Tj`,
    '0 -32 Td /F1 12 Tf',
    '(Petwell demo document: sample data, not a real medical record.) Tj',
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${String(Buffer.byteLength(content))} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${String(index + 1)} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A 320×200 greyscale PNG that looks like an ultrasound frame: a dark fan with a lighter oval in
 * it. Drawn pixel by pixel; deflate from node:zlib.
 */
export function demoPng(width = 320, height = 200): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1);
    for (let x = 0; x < width; x++) {
      const dx = (x - width / 2) / (width / 2);
      const dy = y / height;
      const inFan = dy > 0.05 && Math.abs(dx) < dy * 0.9;
      const ox = (x - width / 2) / (width * 0.18);
      const oy = (y - height * 0.6) / (height * 0.16);
      const inOval = ox * ox + oy * oy < 1;
      const speckle = ((x * 7919 + y * 104729) % 37) - 18;
      const shade = inOval ? 150 : inFan ? 60 : 8;
      row[x + 1] = Math.max(0, Math.min(255, shade + (inFan ? speckle : 0)));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
