// The one French message catalogue of the site. Every app shows errors through it.

export const genericErrorMessage =
  "Une erreur s'est produite, veuillez réessayer. Si le problème persiste, contactez un Aide Communautaire !";

/** Labels of HTTP statuses and API error codes. */
export const codeLabels: Readonly<Record<string, string>> = {
  400: 'Invalide',
  401: 'Non connecté',
  403: 'Non connecté',
  404: 'Non trouvé',
  429: 'Trop de requêtes',
  500: 'Erreur serveur',
  TOO_MANY_REQUESTS: 'Trop de requêtes',
  INVENTORY_ALREADY_PINNED: 'Carte déjà ajoutée',
  PIN_LIMIT_REACHED: 'Plus de place en vitrine',
};

/** Shown when the API answers 429: the player (or a script on their address) asked too often. */
export const tooManyRequestsMessage = 'Trop de requêtes en peu de temps. Patiente quelques secondes, puis réessaie.';

/** Shown on a 503 that does not say why: the API is up but cannot serve for now (database, sign-in service). */
export const serviceUnavailableMessage = 'Le service est momentanément indisponible. Réessaie dans quelques instants.';

/** The label of an HTTP status or an API code; none for one the catalogue does not hold. */
export function codeLabel(code: string | number): string | undefined {
  const key = String(code);
  // Codes come from the API's answers: a name every object has ('constructor', 'toString') is not a label.
  return Object.hasOwn(codeLabels, key) ? codeLabels[key] : undefined;
}

export const uiMessages = {
  loading: 'Chargement…',
  retry: 'Réessayer',
  areaUnavailableTitle: (areaLabel: string) => `${areaLabel} : momentanément indisponible`,
  areaUnavailableText:
    'Cette partie du site ne répond pas pour le moment. Le reste du site fonctionne normalement : réessaie dans quelques instants.',
} as const;

/** The refusals of the player's own actions, word for word, and how each is shown (a warning or an error). */
export const actionErrorMessages = {
  BANNER_NOT_FOUND: { status: 'warning', message: "Cette bannière n'existe pas." },
  USERBANNER_NOT_FOUND: { status: 'warning', message: "Tu n'as pas débloqué cette bannière !" },
  NOT_ENOUGH_LORE_DUST: { status: 'error', message: "Tu n'as pas assez de poudre créatrice." },
  ALREADY_SUBSCRIBED: { status: 'warning', message: 'Tu es déjà abonné(e) !' },
} as const satisfies Record<string, { status: 'warning' | 'error'; message: string }>;

export type ActionErrorCode = keyof typeof actionErrorMessages;

const emptyLuckyLink = 'Ce lien ne contient plus aucun ticket à gratter.';

/**
 * What a ticket link, or a ticket on it, answers when it cannot be scratched, by the API's code. The empty link and
 * the ticket already scratched each have two codes: the link's reads and the scratch itself name them apart.
 */
export const luckyRefusalMessages = {
  LUCKY_LINK_EXPIRED: 'Ce lien de tickets a expiré : demande un nouveau lien avec la commande lrlien.',
  LUCKY_LINK_EMPTY: emptyLuckyLink,
  NO_TICKET: emptyLuckyLink,
  LUCKY_LINK_NOT_FOUND: "Ce lien de tickets n'existe pas. Vérifie l'adresse ou demande un nouveau lien.",
  TICKET_NOT_FOUND: "Ce ticket n'existe pas ou a déjà été gratté.",
  TICKET_ALREADY_SCRATCHED: 'Ce ticket a déjà été gratté.',
} as const satisfies Record<string, string>;

export type LuckyRefusalCode = keyof typeof luckyRefusalMessages;
