import { useId, useState } from 'react';

/**
 * A small info button whose tip shows on hover and on keyboard focus, is its accessible
 * description (aria-describedby), and hides with Escape (WCAG 1.4.13).
 */
export const DimensionsTooltip = ({ label, text }: { label: string; text: string }) => {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className={`tooltip${dismissed ? ' tooltip--dismissed' : ''}`}>
      <button
        type="button"
        className="tooltip__trigger"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => {
          setFocused(false);
          setDismissed(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={id} role="tooltip" className={`tooltip__text${focused ? ' tooltip__text--open' : ''}`}>
        {text}
      </span>
    </span>
  );
};
