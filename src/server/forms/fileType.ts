import { open, type FileHandle } from 'node:fs/promises';
import type { CvExtension } from '../../forms/schema';

/**
 * What an uploaded CV really is, judged by its bytes and not by its name: a PDF starts with "%PDF-", a
 * .doc is an OLE2 compound file, a .docx is a ZIP archive whose central directory lists word/document.xml.
 * Only the file's head and its ZIP directory are read, never the whole file.
 */
export async function detectCvFileType(path: string): Promise<CvExtension | undefined> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const head = await readAt(handle, 0, Math.min(size, 8));
    const byHead = typeFromHead(head);
    if (byHead || !isZip(head)) return byHead;
    const tailLength = Math.min(size, 22 + 0xffff);
    const end = endOfCentralDirectory(await readAt(handle, size - tailLength, tailLength));
    if (!end || end.offset + end.size > size) return undefined;
    const names = centralDirectoryNames(await readAt(handle, end.offset, end.size), end.entries);
    return names.includes('word/document.xml') ? 'docx' : undefined;
  } finally {
    await handle.close();
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const ole2Signature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipLocalHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const endOfCentralDirectorySignature = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;

function typeFromHead(head: Buffer): CvExtension | undefined {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 8).equals(ole2Signature)) return 'doc';
  return undefined;
}

const isZip = (head: Buffer): boolean => head.subarray(0, 4).equals(zipLocalHeader);

/** The end-of-central-directory record in the last bytes of an archive (22 bytes plus a comment). */
function endOfCentralDirectory(tail: Buffer): { entries: number; size: number; offset: number } | undefined {
  for (let position = tail.length - 22; position >= 0; position--) {
    if (tail.readUInt32LE(position) === endOfCentralDirectorySignature) {
      return { entries: tail.readUInt16LE(position + 10), size: tail.readUInt32LE(position + 12), offset: tail.readUInt32LE(position + 16) };
    }
  }
  return undefined;
}

/** File names in a central directory; empty when it is not well formed. */
function centralDirectoryNames(directory: Buffer, entries: number): string[] {
  let offset = 0;
  const names: string[] = [];
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== centralDirectoryEntry) return [];
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > directory.length) return [];
    names.push(directory.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
