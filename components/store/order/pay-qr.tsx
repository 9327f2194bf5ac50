'use client';

import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A real QR code of `url` (a PNG data URL drawn in the browser), with `label` as its text alternative. */
export function PayQr({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
      .then((data) => live && setSrc(data))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="flex h-[200px] w-[200px] items-center justify-center rounded-2xl bg-white p-2 ring-1 ring-slate-200 sm:h-[240px] sm:w-[240px]">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data URL made here, nothing for next/image to optimise
        <img src={src} alt={label} width={240} height={240} className="h-full w-full" data-test="pay-qr" data-url={url} />
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </div>
  );
}
