import { genericErrorMessage, serviceUnavailableMessage, tooManyRequestsMessage } from '@zu/shared-ui';
import { apiErrorAlert, apiErrorMessage } from './api-error-message';

describe('apiErrorAlert', () => {
  it('asks to wait on a 429, whatever the body says', () => {
    expect(apiErrorAlert({ status: 429, data: { code: 'TOO_MANY_REQUESTS', message: 'ailleurs' } })).toEqual({
      status: 'warning',
      message: tooManyRequestsMessage,
    });
    expect(tooManyRequestsMessage).toMatch(/Trop de requêtes/);
  });

  it("tells a 503 in the API's words, or says the service is back soon", () => {
    const body = { code: 'DATABASE_UNAVAILABLE', message: 'Le service est momentanément indisponible.' };
    expect(apiErrorAlert({ status: 503, data: body })).toEqual({ status: 'warning', message: body.message });
    expect(apiErrorMessage({ status: 503, data: '<html>' })).toBe(serviceUnavailableMessage);
  });

  it("tells a 404 in the API's words", () => {
    expect(apiErrorMessage({ status: 404, data: { code: 'NOT_FOUND', message: 'Carte introuvable.' } })).toBe(
      'Carte introuvable.',
    );
    expect(apiErrorMessage({ status: 404, data: { message: 'sans code' } })).toBe(genericErrorMessage);
    expect(apiErrorMessage({ status: 404 })).toBe(genericErrorMessage);
  });

  it('gives the generic message when the API could not be reached', () => {
    expect(apiErrorAlert({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'error',
      message: genericErrorMessage,
    });
    expect(apiErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(genericErrorMessage);
  });

  it('falls back to the generic message for anything else', () => {
    expect(apiErrorAlert({ status: 500, data: { code: 'INTERNAL', message: 'Détail interne' } })).toEqual({
      status: 'error',
      message: genericErrorMessage,
    });
    expect(apiErrorMessage({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' })).toBe(
      genericErrorMessage,
    );
    expect(apiErrorMessage({ name: 'Error', message: 'thrown' })).toBe(genericErrorMessage);
    expect(apiErrorMessage(undefined)).toBe(genericErrorMessage);
  });
});
