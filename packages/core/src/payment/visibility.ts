/**
 * Whether the user can see the page. The web passes one built on `document.visibilityState`;
 * the CLI passes ALWAYS_VISIBLE.
 */
export interface Visibility {
  isVisible(): boolean;
  /** Calls `listener` whenever visibility changes; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export const ALWAYS_VISIBLE: Visibility = {
  isVisible: () => true,
  onChange: () => () => {},
};
