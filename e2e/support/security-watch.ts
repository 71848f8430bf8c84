import type { Browser, BrowserContext, Response } from 'playwright-core';

/** Origins of the servers the suite started: only their pages must carry our headers and pass our CSP. */
export const watchedOrigins = new Set<string>();

/** What went wrong on watched pages: CSP violations and main documents missing a security header. */
export const securityFindings: string[] = [];

const STRICT_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);

function watched(url: string): boolean {
  try {
    return watchedOrigins.has(new URL(url).origin);
  } catch {
    return false;
  }
}

async function checkDocument(response: Response): Promise<void> {
  const request = response.request();
  if (request.resourceType() !== 'document' || !watched(response.url())) return;
  if (response.status() >= 300 && response.status() < 400) return;
  const headers = await response.allHeaders();
  const csp = headers['content-security-policy'] ?? '';
  const problems = [
    !csp.includes("frame-ancestors 'none'") && 'a Content-Security-Policy with frame-ancestors none',
    headers['x-content-type-options'] !== 'nosniff' && 'X-Content-Type-Options: nosniff',
    !STRICT_REFERRER.has(headers['referrer-policy'] ?? '') && 'a strict Referrer-Policy',
  ].filter(Boolean);
  if (problems.length) securityFindings.push(`${response.url()} lacks ${problems.join(', ')}`);
}

/** Reports every CSP violation (page script) and console CSP message, and checks each page's headers. */
async function watchContext(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    if (watched(frame.url())) securityFindings.push(`CSP violation on ${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    const page = message.page();
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()) && page && watched(page.url())) {
      securityFindings.push(`CSP console error on ${page.url()}: ${message.text()}`);
    }
  });
  context.on('response', (response) => {
    void checkDocument(response).catch(() => undefined);
  });
}

/** Every context (and every browser.newPage) this browser makes is watched; close() fails on any finding. */
export function watchSecurity(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    await watchContext(context);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...args: Parameters<Browser['close']>) => {
    await close(...args);
    const findings = securityFindings.splice(0);
    if (findings.length) throw new Error(`Security headers or CSP failed:\n${findings.join('\n')}`);
  };
  return browser;
}
