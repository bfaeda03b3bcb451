import { useState } from 'react';
import type { CorporationDetail } from '@zu/shared-contract';
import { corporationDescriptionMaxLength } from '@zu/shared-contract/constants';
import { Box, chakra, formatApiDate, Heading, Stack, Text } from '@zu/shared-ui';
import { useGamemodesEditCorporationMutation } from '../api/corporations-api';
import { ConfirmAction } from './ConfirmAction';
import { CorporationLogo } from './CorporationLogo';

/** The corporation's logo, name, description and creation date; the PDG may rewrite the description. */
export function CorporationHeader({ corporation, isPdg }: { corporation: CorporationDetail; isPdg: boolean }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ base: 'flex-start', sm: 'center' }}>
      <CorporationLogo name={corporation.name} size={88} />
      <Box flex="1" minW="0">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word">
          {corporation.name}
        </Heading>
        <Text mt="1" whiteSpace="pre-line" wordBreak="break-word" data-testid="corporation-description">
          {corporation.description || 'Pas encore de description.'}
        </Text>
        <Text mt="1" color="fg.muted" fontSize="sm">
          Fondée le {formatApiDate(corporation.createdDate)}
        </Text>
        {isPdg ? (
          <Box mt="3">
            <EditDescription current={corporation.description} />
          </Box>
        ) : null}
      </Box>
    </Stack>
  );
}

function EditDescription({ current }: { current: string }) {
  const [description, setDescription] = useState(current);
  const [edit] = useGamemodesEditCorporationMutation();
  return (
    <ConfirmAction
      label="Modifier la description"
      title="Modifier la description"
      cost="gratuit"
      confirmLabel="Enregistrer"
      onOpen={() => setDescription(current)}
      onConfirm={() => edit(description.trim()).unwrap()}
    >
      <DescriptionField value={description} onChange={setDescription} />
    </ConfirmAction>
  );
}

/** The description's text area, with the room left (the API refuses a longer one). */
export function DescriptionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <chakra.label display="block">
      <Text as="span" display="block" mb="1" fontWeight="medium">
        Description
      </Text>
      <chakra.textarea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={corporationDescriptionMaxLength}
        rows={4}
        w="full"
        p="2"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        bg="bg"
        resize="vertical"
      />
      <Text as="span" display="block" fontSize="xs" color="fg.muted">
        {value.length} / {corporationDescriptionMaxLength} caractères
      </Text>
    </chakra.label>
  );
}
