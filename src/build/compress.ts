import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|css|svg|json|xml|txt|map)$/;

/** Writes .br and .gz beside every compressible file, so the server never compresses on the fly. */
export async function precompress(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const content = await readFile(file);
    if (content.length < 512) continue;
    await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}
