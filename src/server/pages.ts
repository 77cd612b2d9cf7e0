import negotiate from '@fastify/accept-negotiator';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControl, notFoundLocale } from './hosting/rules';
import { pageManifestFile, type PageManifest } from '../routes/pageManifest';

type Encoding = 'br' | 'gzip' | 'identity';
type Variants = Partial<Record<Encoding, Buffer>> & { identity: Buffer };

/** The prerendered pages, held in memory with their precompressed variants (about 80 small files). */
export class PageStore {
  private readonly manifest: PageManifest;
  private readonly files = new Map<string, Variants>();

  constructor(private readonly directory: string) {
    this.manifest = JSON.parse(readFileSync(join(directory, pageManifestFile), 'utf8')) as PageManifest;
    const all = [...Object.values(this.manifest.pages), ...Object.values(this.manifest.notFound)];
    for (const file of all) this.files.set(file, this.load(file));
  }

  private load(file: string): Variants {
    const path = join(this.directory, file);
    const variant = (suffix: string): Buffer | undefined =>
      existsSync(path + suffix) ? readFileSync(path + suffix) : undefined;
    const variants: Variants = { identity: readFileSync(path) };
    const br = variant('.br');
    const gzip = variant('.gz');
    if (br) variants.br = br;
    if (gzip) variants.gzip = gzip;
    return variants;
  }

  /** Answers a page request: the page with 200, or the 404 page of the URL's language with 404. */
  send(request: FastifyRequest, reply: FastifyReply, urlPath: string): FastifyReply {
    const file = this.manifest.pages[urlPath];
    const status = file ? 200 : 404;
    const variants = this.files.get(file ?? this.manifest.notFound[notFoundLocale(urlPath)]);
    if (!variants) throw new Error(`Prerendered page missing for ${urlPath}`);
    const available = (Object.keys(variants) as Encoding[]).filter((encoding) => variants[encoding]);
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', available) ?? 'identity';
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', cacheControl.page)
      .header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(variants[encoding] ?? variants.identity);
  }
}
