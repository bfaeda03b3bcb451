import { useState } from 'react';
import { useNavigate } from 'react-router';
import { corporationNameMaxLength, corporationNameMinLength, gameNumbers } from '@zu/shared-contract/constants';
import { pathTo } from '@zu/shared-platform';
import { chakra, formatNumber, Input, Text } from '@zu/shared-ui';
import { useGamemodesCreateCorporationMutation } from '../api/corporations-api';
import { ConfirmAction } from './ConfirmAction';
import { DescriptionField } from './CorporationHeader';

const { creationCost } = gameNumbers.corporation;

/** Founding a corporation, for a signed-in player in none: a name, a description, the price; then its page. */
export function CreateCorporation({ playerBalance }: { playerBalance: number }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [create] = useGamemodesCreateCorporationMutation();
  const navigate = useNavigate();
  const trimmed = name.trim();
  return (
    <ConfirmAction
      label="Créer une corporation"
      title="Créer une corporation"
      cost={`${formatNumber(creationCost)} ZUMonnaie`}
      confirmLabel="Créer"
      palette="gold"
      canConfirm={trimmed.length >= corporationNameMinLength && trimmed.length <= corporationNameMaxLength}
      onOpen={() => {
        setName('');
        setDescription('');
      }}
      onConfirm={async () => {
        const created = await create({ name: trimmed, description: description.trim() }).unwrap();
        void navigate(pathTo('CorpoDetail', { corpo: created.id }));
      }}
    >
      <chakra.label display="block">
        <Text as="span" display="block" mb="1" fontWeight="medium">
          Nom ({corporationNameMinLength} à {corporationNameMaxLength} caractères)
        </Text>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={corporationNameMaxLength}
          autoComplete="off"
        />
      </chakra.label>
      <DescriptionField value={description} onChange={setDescription} />
      <Text fontSize="sm" color="fg.muted">
        Tu en deviens le PDG. Ton solde : {formatNumber(playerBalance)} ZUMonnaie.
      </Text>
    </ConfirmAction>
  );
}
