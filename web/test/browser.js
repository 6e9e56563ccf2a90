// SPDX-License-Identifier: MIT
// Playwright (playwright-core) on Debian's chromium, headless, against the
// page served from localhost by tools/serve.mjs. Shared by the browser
// tests and tools/shoot.mjs.
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { serve } from '../tools/serve.mjs';

export const webRoot = fileURLToPath(new URL('..', import.meta.url));

// As root, on a machine with no network but the registries: no sandbox, no
// background connections (docs/web.md).
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function openBrowser() {
  const server = await serve(webRoot, 0);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: FLAGS,
  });
  const url = `http://127.0.0.1:${server.address().port}/`;
  return {
    url, browser,
    async close() { await browser.close(); await new Promise((ok) => server.close(ok)); },
  };
}
