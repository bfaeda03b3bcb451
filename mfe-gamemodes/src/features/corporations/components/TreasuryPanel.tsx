import { useState } from 'react';
import { gameNumbers } from '@zu/shared-contract/constants';
import { Box, formatNumber, Heading, HStack, Input, ProgressBar, Stack, Text, chakra } from '@zu/shared-ui';
import { useGamemodesGiveToCorporationMutation } from '../api/corporations-api';
import { bonusInfo, type nextBonusStep } from '../model/corporation-bonuses';
import { ConfirmAction } from './ConfirmAction';

export interface TreasuryPanelProps {
  balance: number;
  step: ReturnType<typeof nextBonusStep>;
  /** What the signed-in member may still give today; absent for whoever is not a member. */
  giftLeft?: number;
  /** The member's own ZUMonnaie. */
  playerBalance: number;
}

/** The treasury, how far it is from the next bonus level it can buy, and a member's gift. */
export function TreasuryPanel({ balance, step, giftLeft, playerBalance }: TreasuryPanelProps) {
  return (
    <Box
      as="section"
      aria-labelledby="corporation-treasury"
      p="5"
      borderWidth="1px"
      borderRadius="xl"
      bg="whiteAlpha.50"
    >
      <Heading as="h2" id="corporation-treasury" size="lg" mb="2">
        Trésor
      </Heading>
      <Text fontSize="2xl" fontWeight="bold" color="gold.fg" data-testid="corporation-balance">
        {formatNumber(balance)} ZUMonnaie
      </Text>
      {step ? (
        <Box mt="3">
          <ProgressBar
            label={`Prochain palier : ${bonusInfo[step.type].name} niveau ${step.level}`}
            ariaLabel="Progression vers le prochain palier"
            value={balance}
            max={step.cost}
          />
        </Box>
      ) : (
        <Text mt="2" color="fg.muted">
          Tous les bonus sont au niveau maximum.
        </Text>
      )}
      {giftLeft !== undefined ? <GiveAction giftLeft={giftLeft} playerBalance={playerBalance} /> : null}
    </Box>
  );
}

function GiveAction({ giftLeft, playerBalance }: { giftLeft: number; playerBalance: number }) {
  const [amount, setAmount] = useState('');
  const [give] = useGamemodesGiveToCorporationMutation();
  const most = Math.min(giftLeft, playerBalance);
  const value = Number(amount);
  const valid = Number.isInteger(value) && value >= 1 && value <= most;
  return (
    <Stack mt="4" gap="2">
      <Text fontSize="sm" data-testid="corporation-gift-left">
        Tu peux encore donner {formatNumber(giftLeft)} ZUMonnaie aujourd'hui (limite de{' '}
        {formatNumber(gameNumbers.corporation.dailyGiftLimit)} par jour).
      </Text>
      {giftLeft > 0 && most < 1 ? (
        <Text fontSize="sm" color="fg.muted">
          Tu n'as pas de ZUMonnaie à donner pour le moment.
        </Text>
      ) : null}
      {most >= 1 ? (
        <HStack>
          <ConfirmAction
            label="Donner au trésor"
            title="Donner au trésor"
            cost={valid ? `${formatNumber(value)} ZUMonnaie, de ton solde` : 'le montant choisi, de ton solde'}
            confirmLabel="Donner"
            palette="gold"
            canConfirm={valid}
            onOpen={() => setAmount(String(most))}
            onConfirm={() => give(value).unwrap()}
          >
            <chakra.label display="block">
              <Text as="span" display="block" mb="1" fontWeight="medium">
                Montant (1 à {formatNumber(most)})
              </Text>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={most}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </chakra.label>
            <Text fontSize="sm" color="fg.muted">
              Ton solde : {formatNumber(playerBalance)} ZUMonnaie. Ce qui est donné reste au trésor, même si tu pars.
            </Text>
          </ConfirmAction>
        </HStack>
      ) : null}
    </Stack>
  );
}
