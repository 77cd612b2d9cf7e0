import type { CvExtension } from '../../forms/schema';

/**
 * What a CV really is, judged by its bytes and not by its name: a PDF starts with "%PDF-", a .doc is an
 * OLE2 compound file, a .docx is a ZIP archive whose central directory lists word/document.xml.
 */
export function detectCvType(bytes: Buffer): CvExtension | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.subarray(0, 8).equals(ole2Signature)) return 'doc';
  if (bytes.subarray(0, 4).equals(zipLocalHeader) && zipEntryNames(bytes).includes('word/document.xml')) return 'docx';
  return undefined;
}

const ole2Signature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipLocalHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const endOfCentralDirectory = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;

/** File names in a ZIP's central directory; empty when the archive is not well formed. */
export function zipEntryNames(bytes: Buffer): string[] {
  // The end-of-central-directory record is 22 bytes plus a comment of at most 65535 bytes.
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset--) {
    if (bytes.readUInt32LE(offset) === endOfCentralDirectory) {
      end = offset;
      break;
    }
  }
  if (end < 0) return [];
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== centralDirectoryEntry) return [];
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return [];
    names.push(bytes.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
