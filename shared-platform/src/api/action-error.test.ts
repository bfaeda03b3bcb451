import { actionErrorMessages, genericErrorMessage, tooManyRequestsMessage } from '@zu/shared-ui';
import { actionAlertOf, apiRefusalAlertOf } from './action-error';

describe('actionAlertOf', () => {
  it("tells a known 400 code in the action's own words", () => {
    const error = { status: 400, data: { code: 'ALREADY_SUBSCRIBED', message: 'x' } };
    expect(actionAlertOf(error, ['ALREADY_SUBSCRIBED'])).toEqual(actionErrorMessages.ALREADY_SUBSCRIBED);
  });

  it("prefers the action's own words for a code, where it has some", () => {
    const error = { status: 400, data: { code: 'NOT_ENOUGH_LORE_DUST', message: 'x' } };
    const own = { status: 'error', message: 'Il te faut plus de poudre pour cela.' } as const;
    expect(actionAlertOf(error, ['NOT_ENOUGH_LORE_DUST'], { NOT_ENOUGH_LORE_DUST: own })).toEqual(own);
    expect(actionAlertOf(error, ['NOT_ENOUGH_LORE_DUST'])).toEqual(actionErrorMessages.NOT_ENOUGH_LORE_DUST);
    // The catalogue's words fit every action refused for that code: no price, no action named.
    expect(actionErrorMessages.NOT_ENOUGH_LORE_DUST.message).not.toMatch(/\d|abonn/);
  });

  it('asks to wait a little on a 429', () => {
    const error = { status: 429, data: { code: 'TOO_MANY_REQUESTS', message: 'x' } };
    expect(actionAlertOf(error, ['ALREADY_SUBSCRIBED'])).toEqual({
      status: 'warning',
      message: tooManyRequestsMessage,
    });
  });

  it('falls back to the generic error for another code, another status or the network', () => {
    const generic = { status: 'error', message: genericErrorMessage };
    expect(actionAlertOf({ status: 400, data: { code: 'OTHER' } }, ['ALREADY_SUBSCRIBED'])).toEqual(generic);
    expect(actionAlertOf({ status: 500, data: {} }, ['ALREADY_SUBSCRIBED'])).toEqual(generic);
    expect(actionAlertOf({ status: 'FETCH_ERROR', error: 'x' }, [])).toEqual(generic);
  });
});

describe('apiRefusalAlertOf', () => {
  it("shows the API's own French words for a refusal, whatever its code", () => {
    const error = { status: 400, data: { code: 'OFFER_ALREADY_SOLD', message: 'Cette offre a déjà été vendue.' } };
    expect(apiRefusalAlertOf(error)).toEqual({ status: 'warning', message: 'Cette offre a déjà été vendue.' });
    const unknown = { status: 404, data: { code: 'OFFER_NOT_FOUND', message: "Cette offre n'existe pas." } };
    expect(apiRefusalAlertOf(unknown).message).toBe("Cette offre n'existe pas.");
  });

  it('asks to wait on a 429, and says the generic error for a body without words or another status', () => {
    expect(apiRefusalAlertOf({ status: 429, data: { code: 'TOO_MANY_REQUESTS', message: 'x' } }).message).toBe(
      tooManyRequestsMessage,
    );
    expect(apiRefusalAlertOf({ status: 400, data: { code: 'X', message: ' ' } }).message).toBe(genericErrorMessage);
    expect(apiRefusalAlertOf({ status: 500, data: { code: 'X', message: 'Boum' } }).message).toBe(genericErrorMessage);
    expect(apiRefusalAlertOf(new Error('network')).message).toBe(genericErrorMessage);
  });
});
