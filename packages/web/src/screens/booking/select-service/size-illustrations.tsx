import type { SizeBand } from '@self-storage/core/figures';

/*
 * Line drawings of what fits in each size band. Decorative: the band's title and text beside them
 * say the same, so they are hidden from screen readers.
 */

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const Boxes = () => (
  <g {...STROKE}>
    <rect x="14" y="30" width="30" height="26" />
    <rect x="48" y="30" width="30" height="26" />
    <rect x="30" y="6" width="30" height="24" />
    <path d="M24 30v8h10v-8M58 30v8h10v-8M40 6v7h10V6" />
  </g>
);

const Motorbike = () => (
  <g {...STROKE}>
    <circle cx="20" cy="46" r="11" />
    <circle cx="76" cy="46" r="11" />
    <path d="M20 46l14-18h22l8 18M34 28h-8M56 28l6-12h8M64 46H42l-8-18" />
    <path d="M40 24h14" />
  </g>
);

const Condo = () => (
  <g {...STROKE}>
    <path d="M6 56V38h38v18M6 46h38M10 38v-8h14v8" />
    <path d="M52 56V34a6 6 0 0 1 6-6h26a6 6 0 0 1 6 6v22M52 44h38M58 44v-8h26v8" />
    <path d="M4 58h88" />
  </g>
);

const House = () => (
  <g {...STROKE}>
    <path d="M14 30L48 6l34 24M22 25v33h52V25" />
    <path d="M42 58V42h12v16M30 34h8v8h-8zM58 34h8v8h-8z" />
    <path d="M8 58h80" />
  </g>
);

const DRAWINGS: Record<SizeBand, () => React.JSX.Element> = {
  boxes: Boxes,
  motorbike: Motorbike,
  condo: Condo,
  house: House,
};

export const SizeIllustration = ({ band }: { band: SizeBand }) => {
  const Drawing = DRAWINGS[band];
  return (
    <svg
      className="size-guide__picture"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 96 64"
      width="96"
      height="64"
    >
      <Drawing />
    </svg>
  );
};
