/** Where the sign-in tokens are kept in browser storage . */
export const tokenStorageKeys = { token: 'token', refreshToken: 'refreshToken', idToken: 'idToken' } as const;
