// The home page arrives as HTML with a working text box, and the app draws itself in its place a moment later (after
// the first paint). What a visitor types into the HTML's box until the app's box replaces it, and whether they are
// still typing, goes on in the app's box instead of being lost. The HTML box is read when the app's box is drawn, not
// when the app starts: the app's first render may wait for its code and data, and the visitor types on meanwhile.

/** The `name` of the quick search's text box, in the HTML and in the app. */
export const quickSearchFieldName = 'q';

export interface TypedBeforeStart {
  value: string;
  /** The visitor was in the box: the app's box takes the focus, caret at the end. */
  focused: boolean;
}

let htmlField: HTMLInputElement | null = null;

/** Notes the HTML's search box inside `container` before the app renders in its place. */
export function keepTypingBeforeStart(container: ParentNode): void {
  htmlField = container.querySelector<HTMLInputElement>(`input[name="${quickSearchFieldName}"]`);
}

/** What is typed in the HTML's box now, until the app's box has taken it over. */
export function typedBeforeStart(): TypedBeforeStart | undefined {
  if (!htmlField) return undefined;
  const focused = htmlField.ownerDocument.activeElement === htmlField;
  return htmlField.value !== '' || focused ? { value: htmlField.value, focused } : undefined;
}

export function forgetTypingBeforeStart(): void {
  htmlField = null;
}
