import { ruleSetTypes } from '@zu/shared-contract/constants';

/** The rule sets, as the contract declares them. */
export const ruleSets = ruleSetTypes;
export type RuleSet = (typeof ruleSets)[number];
