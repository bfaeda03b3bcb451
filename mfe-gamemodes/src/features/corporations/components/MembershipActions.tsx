import { Text } from '@zu/shared-ui';
import { useGamemodesJoinCorporationMutation, useGamemodesLeaveCorporationMutation } from '../api/corporations-api';
import { ConfirmAction } from './ConfirmAction';

/** Joining a corporation with a free seat, for a player in none. */
export function JoinAction({ id, name }: { id: string; name: string }) {
  const [join] = useGamemodesJoinCorporationMutation();
  return (
    <ConfirmAction
      label="Rejoindre"
      title={`Rejoindre ${name}`}
      cost="gratuit"
      confirmLabel="Rejoindre"
      palette="gold"
      onConfirm={() => join(id).unwrap()}
    >
      <Text>
        Tu deviens membre de {name} : tu profites de ses bonus et tu peux donner de la ZUMonnaie à son trésor.
      </Text>
    </ConfirmAction>
  );
}

/** Leaving the player's corporation; what it means depends on their role and on who else is in it. */
export function LeaveAction({ isPdg, isLastMember }: { isPdg: boolean; isLastMember: boolean }) {
  const [leave] = useGamemodesLeaveCorporationMutation();
  return (
    <ConfirmAction
      label="Quitter la corporation"
      title="Quitter la corporation"
      cost="gratuit"
      confirmLabel="Quitter"
      palette="red"
      onConfirm={() => leave().unwrap()}
    >
      <Text>
        {isLastMember
          ? "Tu es son dernier membre : en partant, tu dissous la corporation. Son journal est gardé, mais elle n'existera plus."
          : isPdg
            ? "Tu es son PDG : nomme d'abord un autre membre PDG, puis tu pourras partir."
            : 'Tes dons restent dans son trésor.'}
      </Text>
    </ConfirmAction>
  );
}
