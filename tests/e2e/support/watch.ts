import type { Page } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
  foreignRequests: string[];
}

/**
 * Records what a visitor's browser would complain about: console errors (React's hydration warnings
 * among them), uncaught exceptions, Content-Security-Policy violations and requests to other origins.
 */
export async function watchPage(
  page: Page,
  origin: string,
  options: { notFoundPage?: boolean } = {},
): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [], foreignRequests: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A 404 page is itself a resource answered 404; Chromium says so. Anything else still counts.
    const isOwnStatus =
      options.notFoundPage === true &&
      message.text().includes('status of 404') &&
      message.location().url === page.url();
    if (!isOwnStatus) problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin)
      problems.foreignRequests.push(request.url());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}
