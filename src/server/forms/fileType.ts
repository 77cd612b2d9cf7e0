import { fileTypeFromFile } from 'file-type';
import type { CvExtension } from '../../submissions/schema';

/** file-type's names for what a CV may be: a .doc is an OLE2 compound file ("cfb"), a .docx a Word Open XML package. */
const cvTypes: Readonly<Record<string, CvExtension>> = { pdf: 'pdf', cfb: 'doc', docx: 'docx' };

/**
 * What an uploaded CV really is, judged by its bytes and not by its name (file-type reads only as much of the
 * file as it needs). A ZIP that is not a Word document, or a macro-enabled .docm, is no CV.
 */
export async function detectCvFileType(path: string): Promise<CvExtension | undefined> {
  const detected = await fileTypeFromFile(path);
  return detected && Object.hasOwn(cvTypes, detected.ext) ? cvTypes[detected.ext] : undefined;
}
