/** How the nginx configuration is written: quoting, indenting, headers, and where each server block logs. */

export const quote = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;
export const indent = (lines: string[], depth = 1): string[] => lines.map((line) => `${'  '.repeat(depth)}${line}`);
export const addHeaders = (headers: Record<string, string>): string[] =>
  Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);

/**
 * The site's own log folder. Not /var/log/nginx itself: Debian's rule for /var/log/nginx/*.log keeps 14 old files
 * and skips empty ones, longer than the privacy policy's 14 days; deploy/logrotate/globalis-nginx rotates this one.
 */
export const defaultLogDir = '/var/log/nginx/globalis';

/**
 * Every server block of the site logs to its own files: requests in nginx's combined format (with the visitor's
 * address, as the privacy policy says the server logs it, for 14 days), errors at nginx's default level.
 */
export const logs = (logDir: string): string[] => [
  `access_log ${quote(`${logDir}/access.log`)};`,
  `error_log ${quote(`${logDir}/error.log`)};`,
];
