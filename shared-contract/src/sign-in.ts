import { Type, type Static } from 'typebox';

/** GET /config: what keycloak-js needs to start (`new Keycloak({ url, realm, clientId })`). */
export const SignInConfig = Type.Object(
  {
    url: Type.String({ description: 'Identity provider base URL (Keycloak layout: {url}/realms/{realm}/...)' }),
    realm: Type.String(),
    clientId: Type.String(),
  },
  { title: 'SignInConfig' },
);
export type SignInConfig = Static<typeof SignInConfig>;
