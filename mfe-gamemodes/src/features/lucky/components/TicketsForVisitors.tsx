import { useAuth } from '@zu/shared-auth';
import { Button, Heading, Stack, Text } from '@zu/shared-ui';
import { TicketTypeList } from './TicketTypeList';

/** For a visitor: what tickets are, how they are won and scratched. */
export function TicketsForVisitors() {
  const { login } = useAuth();
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h2" size="lg">
        Comment ça marche
      </Heading>
      <Text>
        Les tickets à gratter se gagnent en jouant : dans les cases du calendrier de l'Avent, en relevant des défis, et
        parfois en grattant un ticket Lucky Rayou. Chaque ticket cache son gain jusqu'à ce qu'on le gratte.
      </Text>
      <Text>
        Sur le chat, la commande lrlien te donne un lien vers tous tes tickets. Ouvre-le ici pour les gratter, même sans
        te connecter : qui a ton lien peut gratter tes tickets, alors garde-le pour toi ou offre-le. Un nouveau lien
        remplace l'ancien, et les tickets que tu gagnes ensuite le rejoignent.
      </Text>
      <TicketTypeList />
      <Button colorPalette="gold" alignSelf="flex-start" onClick={login}>
        Se connecter pour voir mes tickets
      </Button>
    </Stack>
  );
}
