import { Type, type Static } from 'typebox';
import { ruleSetTypes } from './constants';

export { ruleSetHeader } from './constants';
export const RuleSetType = Type.Enum([...ruleSetTypes]);
export type RuleSetType = Static<typeof RuleSetType>;
