import { tooManyRequestsMessage } from '@zu/shared-ui';
import { apiErrorMessage } from './api-error-message';

describe('apiErrorMessage', () => {
  it('asks to wait on a 429, and leaves the generic message otherwise', () => {
    expect(apiErrorMessage({ status: 429, data: { code: 'TOO_MANY_REQUESTS' } })).toBe(tooManyRequestsMessage);
    expect(tooManyRequestsMessage).toMatch(/Trop de requêtes/);
    expect(apiErrorMessage({ status: 500 })).toBeUndefined();
    expect(apiErrorMessage({ status: 'FETCH_ERROR' })).toBeUndefined();
    expect(apiErrorMessage(undefined)).toBeUndefined();
  });
});
