/** Whether a failed read was a 404: pages show an empty state for a thing that does not exist yet, not an error. */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
