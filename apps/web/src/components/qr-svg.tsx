import { create } from 'qrcode';

type QrSvgProps = { text: string; label: string; className?: string };

/**
 * A QR code drawn as one SVG path, synchronously: a page the server renders (the customer
 * statement) carries it in its HTML, with no script and no image request.
 */
export function QrSvg({ text, label, className = '' }: QrSvgProps) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (modules.get(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
  }
  // A quiet zone of 4 modules on each side, as scanners expect.
  const box = size + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
