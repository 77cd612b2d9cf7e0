import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { honeypotField, languageField } from '../../submissions/endpoints';
import { cvRules } from '../../submissions/schema';
import { uploadPath } from '../store/cvFiles';
import { cleanFileName } from './fileName';
import { ProblemError } from './problem';

/** A CV as received: on disk in the data directory (never whole in memory), with its digest. */
export interface UploadedFile {
  /** The applicant's name for it, cleaned (fileName.ts). */
  fileName: string;
  /** Where the bytes are until they are moved into place or removed. */
  path: string;
  size: number;
  sha256: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  cv: UploadedFile | undefined;
}

const textFields = new Set(['name', 'email', 'phone', 'position', 'job', 'message', honeypotField, languageField]);

/** Limits handed to the multipart parser: one CV, a handful of short text fields. */
export const multipartLimits = {
  fileSize: cvRules.maxBytes,
  files: 1,
  fields: 12,
  parts: 14,
  fieldSize: 64 * 1024,
  fieldNameSize: 64,
  headerPairs: 20,
} as const;

/** Streams one file part to a new file under the data directory, hashing it on the way. */
async function receiveFile(
  file: NodeJS.ReadableStream & { truncated?: boolean },
  path: string,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, measure, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    if (file.truncated) throw new ProblemError('tooLarge', { cv: 'cvTooLarge' });
  } catch (error) {
    // The pipeline has closed the file by now: nothing is written after this removal.
    await rm(path, { force: true });
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Reads an application's multipart body: the CV is streamed to a file in `dataDir`, the text fields are
 * kept. Unknown and repeated fields are malformed; an oversized file, field or body (counted on the wire,
 * chunked bodies included) is too large. On any failure nothing received stays on disk.
 */
export async function readMultipart(
  request: FastifyRequest,
  dataDir: string,
  bodyLimit: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ProblemError('unsupportedType');
  const fields: Record<string, string> = {};
  let cv: UploadedFile | undefined;
  let receiving: { path: string; stream: NodeJS.ReadableStream & { destroy?: (error?: Error) => void } } | undefined;

  const parts = request.parts({ limits: multipartLimits });
  // Counted from the first byte: the parser reads the same stream, piped in this same tick.
  let received = 0;
  let stopReading: (error: ProblemError) => void = () => undefined;
  const overLimit = new Promise<never>((_resolve, reject) => (stopReading = reject));
  const count = (chunk: Buffer): void => {
    received += chunk.length;
    if (received <= bodyLimit) return;
    request.raw.off('data', count);
    request.raw.unpipe();
    request.raw.pause();
    receiving?.stream.destroy?.(new ProblemError('tooLarge'));
    stopReading(new ProblemError('tooLarge'));
  };
  request.raw.on('data', count);

  const consume = async (): Promise<void> => {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'cv' || cv) throw new ProblemError('malformed');
        const path = uploadPath(dataDir);
        receiving = { path, stream: part.file };
        const { size, sha256 } = await receiveFile(part.file, path);
        receiving = undefined;
        cv = { fileName: cleanFileName(part.filename), path, size, sha256 };
        continue;
      }
      if (!textFields.has(part.fieldname) || part.fieldname in fields) throw new ProblemError('malformed');
      if (part.valueTruncated) throw new ProblemError('tooLarge');
      if (typeof part.value !== 'string') throw new ProblemError('malformed');
      fields[part.fieldname] = part.value;
    }
  };

  const consuming = consume();
  // When the body limit wins the race, the reading ends with an error nobody awaits any more.
  consuming.catch(() => undefined);
  try {
    await Promise.race([consuming, overLimit]);
    return { fields, cv };
  } catch (error) {
    const left = [receiving?.path, cv?.path].filter((path): path is string => path !== undefined);
    await Promise.all(left.map((path) => rm(path, { force: true })));
    throw error;
  } finally {
    request.raw.off('data', count);
  }
}
