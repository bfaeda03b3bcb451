import { Type, type Static } from 'typebox';

/** GET /public/corporation: one entry per corporation of the requested rule set. */
export const CorporationSummary = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    description: Type.String(),
    balance: Type.Integer({ description: 'Treasury, in ZUMonnaie' }),
    logoUrl: Type.String(),
    createdDate: Type.String({ description: 'YYYY-MM-DDTHH:mm:ss, Europe/Paris, no offset' }),
    modifiedDate: Type.String({ description: 'YYYY-MM-DDTHH:mm:ss, Europe/Paris, no offset' }),
    currentMemberCount: Type.Integer(),
  },
  { title: 'CorporationSummary' },
);
export type CorporationSummary = Static<typeof CorporationSummary>;
