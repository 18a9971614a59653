import { useEffect, useState } from 'react';
import { loadOnce } from './load-once';

// The generator (9 kB gzip) loads when a code is first drawn, not with every screen that can
// draw one (Create Bill's Scan & Pay among them).
const loadQrCode = loadOnce(() => import('qrcode'));

type QrState = { text: string; dataUrl: string | null; failed: boolean };

export type QrCode = { dataUrl: string | null; failed: boolean; isPending: boolean };

/** A QR code image (PNG data URL) for `text`, made again whenever `text` changes. */
export function useQrDataUrl(text: string): QrCode {
  const [qr, setQr] = useState<QrState | null>(null);

  useEffect(() => {
    let isCurrent = true;
    loadQrCode()
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { margin: 1, width: 240 }))
      .then(
        (dataUrl) => isCurrent && setQr({ text, dataUrl, failed: false }),
        () => isCurrent && setQr({ text, dataUrl: null, failed: true }),
      );
    return () => {
      isCurrent = false;
    };
  }, [text]);

  // A code made for earlier text (another amount or UPI ID) is never shown for this one.
  const current = qr?.text === text ? qr : null;
  return {
    dataUrl: current?.dataUrl ?? null,
    failed: current?.failed ?? false,
    isPending: current === null,
  };
}
