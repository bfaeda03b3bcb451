import { Type, type Static } from 'typebox';

export const ruleSetHeader = 'X-ZUnivers-RuleSetType';
export const RuleSetType = Type.Union([Type.Literal('NORMAL'), Type.Literal('HARDCORE')]);
export type RuleSetType = Static<typeof RuleSetType>;
