import { ErrorBody } from '@zu/shared-contract';

/** Error responses every route documents. */
export const errorResponses = { 400: ErrorBody, 404: ErrorBody } as const;
