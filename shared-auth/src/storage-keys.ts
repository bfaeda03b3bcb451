/** Where the sign-in tokens are kept in browser storage (SPEC.md §3: "sign-in tokens"). */
export const tokenStorageKeys = { token: 'token', refreshToken: 'refreshToken', idToken: 'idToken' } as const;
