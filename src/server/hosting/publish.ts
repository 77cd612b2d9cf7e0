import { copyFileSync, existsSync, linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pageManifestFile } from '../../routes/pageManifest';
import { nginxConfig, type NginxOptions } from './nginx';
import { filesUnder, readSiteFiles } from './siteFiles';
import { headersFile, redirectsFile, type RedirectOptions } from './staticHost';

/** A hard link where the file system allows one (no bytes copied), a copy where it does not. */
function place(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

export interface PublishOptions extends RedirectOptions, Omit<NginxOptions, 'root'> {
  distDir: string;
  /** Where nginx will find the publish directory; the build's own dist/static by default. */
  root?: string | undefined;
  nginxFile: string;
  /** Write only the nginx configuration, for another machine or port (dist/static is left as it is). */
  nginxOnly?: boolean;
}

/**
 * dist/static: one directory for any static host, with the assets, the pages and their precompressed
 * variants, the staff editor in `admin/`, `_headers` and `_redirects`, and `404.html` (the English one: hosts that look for the
 * nearest 404.html find each language's own in its folder). Beside it, the nginx configuration.
 */
export function publishStaticSite({ distDir, root, nginxFile, nginxOnly, formsOrigin, ...nginx }: PublishOptions): {
  staticDir: string;
  files: number;
} {
  const site = readSiteFiles(distDir);
  const staticDir = join(distDir, 'static');
  const writeNginx = () => {
    mkdirSync(dirname(nginxFile), { recursive: true });
    writeFileSync(nginxFile, nginxConfig(site, { ...nginx, root: root ?? staticDir }));
  };
  if (nginxOnly) {
    writeNginx();
    return { staticDir, files: 0 };
  }
  rmSync(staticDir, { recursive: true, force: true });
  const client = join(distDir, 'client');
  const pages = join(distDir, 'pages');
  const clientFiles = filesUnder(client);
  const pageFiles = filesUnder(pages).filter((file) => file !== pageManifestFile);
  for (const file of clientFiles) place(join(client, file), join(staticDir, file));
  for (const file of pageFiles) place(join(pages, file), join(staticDir, file));
  // The staff editor, at /admin/ (its index.html) with its files below /admin/assets/.
  const admin = join(distDir, 'admin');
  const adminFiles = existsSync(admin) ? filesUnder(admin) : [];
  for (const file of adminFiles) place(join(admin, file), join(staticDir, 'admin', file));
  place(join(pages, site.manifest.notFound.en), join(staticDir, '404.html'));
  writeFileSync(join(staticDir, '_headers'), headersFile(site));
  writeFileSync(join(staticDir, '_redirects'), redirectsFile(site, { formsOrigin }));
  writeNginx();
  return { staticDir, files: clientFiles.length + pageFiles.length + adminFiles.length };
}
