/** The web version shown in the footer (SPEC.md §1). */
export const webVersion = '2.3.0';
