import { Type, type Static } from 'typebox';

/** Every refusal of the API: 400 for bad input, 404 for an unknown resource, and so on. */
export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'Stable machine code, e.g. INVALID_RULE_SET' }),
    message: Type.String({ description: 'Human-readable explanation' }),
  },
  { title: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;
