/**
 * Handlers that start what the next step needs when the user shows they are about to go there:
 * a pointer over the button or the focus on it (a keyboard, a screen reader) comes a few hundred
 * milliseconds before the click.
 */
export const onIntent = (prefetch: () => void) => ({ onPointerEnter: prefetch, onFocus: prefetch });
