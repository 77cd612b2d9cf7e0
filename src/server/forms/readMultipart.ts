import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { honeypotField, languageField } from '../../forms/endpoints';
import { cvRules } from '../../forms/schema';
import { ProblemError } from './problem';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  cv: UploadedFile | undefined;
}

const textFields = new Set(['name', 'email', 'phone', 'position', 'message', honeypotField, languageField]);

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

/**
 * Reads an application's multipart body into memory (at most one 5 MB file): unknown fields and
 * repeated fields are malformed, an oversized file or field is too large.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ProblemError('unsupportedType');
  const fields: Record<string, string> = {};
  let cv: UploadedFile | undefined;
  for await (const part of request.parts({ limits: multipartLimits })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'cv' || cv) throw new ProblemError('malformed');
      cv = { fileName: part.filename, bytes: await part.toBuffer() };
      continue;
    }
    if (!textFields.has(part.fieldname) || part.fieldname in fields) throw new ProblemError('malformed');
    if (part.valueTruncated) throw new ProblemError('tooLarge');
    if (typeof part.value !== 'string') throw new ProblemError('malformed');
    fields[part.fieldname] = part.value;
  }
  return { fields, cv };
}
