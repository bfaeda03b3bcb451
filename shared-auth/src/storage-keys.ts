/** Where the sign-in tokens are kept in browser storage . */
export const tokenStorageKeys = { token: 'token', refreshToken: 'refreshToken', idToken: 'idToken' } as const;

/** The keys whose values, all present, are a session to resume. */
export const resumableSessionKeys = [tokenStorageKeys.token, tokenStorageKeys.refreshToken] as const;

/** Whether the browser holds a session to resume (the player signed in on an earlier visit). */
export function hasStoredSession(storage: Pick<Storage, 'getItem'>): boolean {
  return resumableSessionKeys.every((key) => Boolean(storage.getItem(key)));
}
