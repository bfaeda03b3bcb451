import { Type } from 'typebox';

// The wire formats every response shares. Date-times are Paris wall-clock time without an offset (an optional
// fraction of up to six digits), plain dates are calendar days: community clients parse them exactly so.

export const Uuid = Type.String({ format: 'uuid' });

const dateTimePattern = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?$';
const plainDatePattern = '^\\d{4}-\\d{2}-\\d{2}$';

/** `YYYY-MM-DDTHH:mm:ss`, Europe/Paris, no offset. */
export const dateTime = (description = 'YYYY-MM-DDTHH:mm:ss, Europe/Paris, no offset') =>
  Type.String({ pattern: dateTimePattern, description });

/** `YYYY-MM-DD`, a Paris day. */
export const plainDate = (description = 'YYYY-MM-DD (a Paris day)') =>
  Type.String({ pattern: plainDatePattern, description });

export const DateTime = dateTime();
export const PlainDate = plainDate();
