import { deflateRawSync } from 'node:zlib';

export interface FilePart {
  name: string;
  fileName: string;
  bytes: Buffer;
  contentType?: string;
}

export const boundary = '----site-test-boundary-7d1f';

/** A multipart/form-data body built by hand, so tests can also send broken ones. */
export function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): { body: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A minimal but well-formed ZIP archive holding the given files (what a .docx is). */
export function zipArchive(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = deflateRawSync(Buffer.from(content));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(Buffer.byteLength(content), 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(Buffer.byteLength(content), 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** Files as they start in real life, padded to a given size. */
export const sampleFiles = {
  pdf: (size = 2048) => padTo(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), size),
  doc: (size = 2048) => padTo(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), size),
  docx: () => wordArchive('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
  /** A macro-enabled Word document: it also holds word/document.xml, but is no .docx. */
  docm: () => wordArchive('application/vnd.ms-word.document.macroEnabled.main+xml'),
  exe: (size = 2048) => padTo(Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.'), size),
};

/** A Word package as Word writes it: [Content_Types].xml first, naming the main document's content type. */
function wordArchive(mainContentType: string): Buffer {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/word/document.xml" ContentType="${mainContentType}"/></Types>`;
  return zipArchive({ '[Content_Types].xml': contentTypes, 'word/document.xml': '<w:document/>' });
}

function padTo(start: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  start.copy(bytes, 0, 0, Math.min(start.length, size));
  return bytes;
}
