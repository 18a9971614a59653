import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicReceiptDto } from '@khatabill/domain';

/** The receipt page as one HTML document; null draws the page for a link that names no bill. */
export type RenderReceipt = (receipt: PublicReceiptDto | null) => Promise<string>;

/** What apps/web/src/ssr/receipt-page.tsx exports, built by `npm run build`. */
type ReceiptPageModule = {
  renderReceiptPage(props: { receipt: PublicReceiptDto | null; script: string | null }): string;
};

// The web build's two parts (apps/web/vite.config.ts): the browser's in WEB_DIST, the
// server's renderer beside it (apps/web/dist → apps/web/dist-ssr).
const rendererFileOf = (webDist: string) => `${webDist}-ssr/receipt-page.js`;
const MANIFEST = path.join('.vite', 'manifest.json');
const PAGE_SCRIPT_ENTRY = 'src/ssr/receipt-script.ts';

/**
 * The web build's receipt renderer (ADR 014), or null when the build has none (an older
 * build, or a test's): the page is then the app's, as before. The module is imported on
 * the first receipt and kept, so start-up pays nothing for it.
 */
export function receiptRendererOf(webDist: string): RenderReceipt | null {
  const rendererFile = rendererFileOf(webDist);
  if (!existsSync(rendererFile)) return null;
  const load = async () => {
    const [module, script] = await Promise.all([
      import(pathToFileURL(rendererFile).href) as Promise<ReceiptPageModule>,
      pageScriptOf(webDist),
    ]);
    return (receipt: PublicReceiptDto | null) => module.renderReceiptPage({ receipt, script });
  };
  let render: ReturnType<typeof load> | undefined;
  return async (receipt) => {
    // A failed import is tried again on the next receipt rather than kept.
    render ??= load().catch((error: unknown) => {
      render = undefined;
      throw error;
    });
    return (await render)(receipt);
  };
}

/** The hashed address of the page's script, read from the browser build's manifest. */
async function pageScriptOf(webDist: string): Promise<string | null> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(webDist, MANIFEST), 'utf8')) as Record<
      string,
      { file?: string } | undefined
    >;
    const file = manifest[PAGE_SCRIPT_ENTRY]?.file;
    return file ? `/${file}` : null;
  } catch {
    return null;
  }
}
