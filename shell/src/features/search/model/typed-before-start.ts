// The home page arrives as HTML with a working text box, and the app draws itself in its place a moment later (after
// the first paint). What a visitor typed into the HTML's box in that moment, and whether they were still typing, is
// kept here so that the app's search box, which replaces it, goes on from there instead of starting empty.

/** The `name` of the quick search's text box, in the HTML and in the app. */
export const quickSearchFieldName = 'q';

export interface TypedBeforeStart {
  value: string;
  /** The visitor was in the box: the app's box takes the focus, caret at the end. */
  focused: boolean;
}

let typed: TypedBeforeStart | undefined;

/** Reads the HTML's search box inside `container`, just before the app replaces it. */
export function keepTypingBeforeStart(container: ParentNode): void {
  const field = container.querySelector<HTMLInputElement>(`input[name="${quickSearchFieldName}"]`);
  const focused = field !== null && field.ownerDocument.activeElement === field;
  typed = field && (field.value !== '' || focused) ? { value: field.value, focused } : undefined;
}

/** What was typed before the app started, until the app's box has taken it over. */
export function typedBeforeStart(): TypedBeforeStart | undefined {
  return typed;
}

export function forgetTypingBeforeStart(): void {
  typed = undefined;
}
