import { codeLabel, genericErrorMessage } from './messages';

describe('message catalogue', () => {
  it('holds the generic message word for word', () => {
    expect(genericErrorMessage).toBe(
      "Une erreur s'est produite, veuillez réessayer. Si le problème persiste, contactez un Aide Communautaire !",
    );
  });

  it('labels statuses and codes as the spec says', () => {
    expect(codeLabel(400)).toBe('Invalide');
    expect(codeLabel(401)).toBe('Non connecté');
    expect(codeLabel(403)).toBe('Non connecté');
    expect(codeLabel(404)).toBe('Non trouvé');
    expect(codeLabel(500)).toBe('Erreur serveur');
    expect(codeLabel(429)).toBe('Trop de requêtes');
    expect(codeLabel('TOO_MANY_REQUESTS')).toBe('Trop de requêtes');
    expect(codeLabel('PIN_LIMIT_REACHED')).toBe('Plus de place en vitrine');
    expect(codeLabel('UNKNOWN')).toBeUndefined();
  });

  it("labels no code named like an object's own members", () => {
    expect(codeLabel('constructor')).toBeUndefined();
    expect(codeLabel('toString')).toBeUndefined();
  });
});
