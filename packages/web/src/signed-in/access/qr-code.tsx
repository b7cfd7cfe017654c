import { create } from 'qrcode';

/** Blank modules around the code, as the QR standard asks, so a reader finds its edges. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path of its dark modules: sharp at any size, black on white for a
 * reader in the sun, and no style attribute (the CSP allows none).
 */
export const QrCode = ({ text, label }: { text: string; label: string }) => {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size + QUIET_ZONE * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return (
    <svg
      className="access-pass__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-payload={text}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};
