import { genericErrorMessage, serviceUnavailableMessage, tooManyRequestsMessage } from '@zu/shared-ui';
import { apiErrorAlert, withCodeLabel, type QueryErrorAlert } from './api-error-message';

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
    expect(apiErrorAlert({ status: 503, data: '<html>' }).message).toBe(serviceUnavailableMessage);
  });

  it("tells a 404 in the API's words", () => {
    expect(apiErrorAlert({ status: 404, data: { code: 'NOT_FOUND', message: 'Carte introuvable.' } }).message).toBe(
      'Carte introuvable.',
    );
    expect(apiErrorAlert({ status: 404, data: { message: 'sans code' } }).message).toBe(genericErrorMessage);
    expect(apiErrorAlert({ status: 404 }).message).toBe(genericErrorMessage);
  });

  it('gives the generic message when the API could not be reached', () => {
    expect(apiErrorAlert({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'error',
      message: genericErrorMessage,
    });
    expect(apiErrorAlert({ status: 'TIMEOUT_ERROR', error: 'AbortError' }).message).toBe(genericErrorMessage);
  });

  it('falls back to the generic message for anything else', () => {
    expect(apiErrorAlert({ status: 500, data: { code: 'INTERNAL', message: 'Détail interne' } })).toEqual({
      status: 'error',
      message: genericErrorMessage,
    });
    expect(apiErrorAlert({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' }).message).toBe(
      genericErrorMessage,
    );
    expect(apiErrorAlert({ name: 'Error', message: 'thrown' }).message).toBe(genericErrorMessage);
    expect(apiErrorAlert(undefined).message).toBe(genericErrorMessage);
  });
});

describe('withCodeLabel', () => {
  const generic: QueryErrorAlert = { status: 'error', message: genericErrorMessage };

  it("labels the generic message with a known code's label, else the status's", () => {
    const pinLimit = { status: 400, data: { code: 'PIN_LIMIT_REACHED', message: 'x' } };
    expect(withCodeLabel(generic, pinLimit)).toEqual({ ...generic, codeLabel: 'Plus de place en vitrine' });
    expect(withCodeLabel(generic, { status: 500, data: { code: 'INTERNAL' } }).codeLabel).toBe('Erreur serveur');
    expect(withCodeLabel(generic, { status: 403, data: null }).codeLabel).toBe('Non connecté');
  });

  it('reads the status of an answer whose body could not be read', () => {
    const unreadable = { status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'x' };
    expect(withCodeLabel(generic, unreadable).codeLabel).toBe('Erreur serveur');
  });

  it('labels nothing without an answer, nor beside a message of its own', () => {
    expect(withCodeLabel(generic, { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(generic);
    expect(withCodeLabel(generic, new Error('thrown'))).toBe(generic);
    expect(withCodeLabel(generic, { status: 418, data: { code: 'TEAPOT' } })).toBe(generic);
    const own: QueryErrorAlert = { status: 'error', message: 'Carte introuvable.' };
    expect(withCodeLabel(own, { status: 404, data: { code: 'NOT_FOUND', message: own.message } })).toBe(own);
  });
});
