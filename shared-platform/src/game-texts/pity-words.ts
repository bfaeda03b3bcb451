import { gameNumbers } from '@zu/shared-contract/constants';

/** 'rareté 4 ou 5': the card the pity guarantees, as every help text and the profile name it. */
export const pityRarityWords = `rareté ${gameNumbers.pity.rarities.join(' ou ')}`;
