/** Where the sign-in tokens are kept in browser storage . */
export const tokenStorageKeys = { token: 'token', refreshToken: 'refreshToken', idToken: 'idToken' } as const;

/** Whether the browser holds a session to resume (the player signed in on an earlier visit). */
export function hasStoredSession(storage: Pick<Storage, 'getItem'>): boolean {
  return Boolean(storage.getItem(tokenStorageKeys.token) && storage.getItem(tokenStorageKeys.refreshToken));
}
