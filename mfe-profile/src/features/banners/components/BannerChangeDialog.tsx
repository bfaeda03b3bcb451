import { useState } from 'react';
import { actionAlertOf, withCodeLabel, type ActionAlert } from '@zu/shared-platform';
import { ConfirmDialog } from '@zu/shared-platform/widgets';
import { Box, Button, chakra, ErrorState, genericErrorMessage, SimpleGrid, Text } from '@zu/shared-ui';
import { useProfileBannerChangeMutation, useProfileBannersQuery } from '../api/banners-api';
import { useTimedAlert } from '../model/use-timed-alert';

const bannerChanged = { status: 'success', message: 'Ta bannière a été changée !' } as const;

/**
 * 'Changer de bannière' on the signed-in player's own banner page: a dialog of their unlocked banners (every account
 * owns at least its starting banner, so the list is never empty once loaded); 'Valider'
 * sends the one picked (nothing is sent until one is), 'Annuler' closes. The outcome shows for 4 seconds.
 */
export function BannerChangeDialog({ userName }: { userName: string }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string>();
  const [alert, showAlert] = useTimedAlert<ActionAlert | typeof bannerChanged>();
  const banners = useProfileBannersQuery(userName, { skip: !open });
  const [change, { isLoading }] = useProfileBannerChangeMutation();
  const unlocked = (banners.data ?? []).filter((ownership) => ownership.date);

  const validate = async () => {
    if (!picked) return;
    setOpen(false);
    try {
      await change({ userName, bannerName: picked }).unwrap();
      showAlert(bannerChanged);
    } catch (error) {
      showAlert(withCodeLabel(actionAlertOf(error, ['BANNER_NOT_FOUND', 'USERBANNER_NOT_FOUND']), error));
    }
  };

  return (
    <Box>
      <Button
        colorPalette="brand"
        onClick={() => {
          setPicked(undefined);
          setOpen(true);
        }}
      >
        Changer de bannière
      </Button>
      {alert ? (
        <ErrorState
          status={alert.status}
          message={alert.message}
          codeLabel={'codeLabel' in alert ? alert.codeLabel : undefined}
        />
      ) : null}
      <ConfirmDialog
        open={open}
        title="Changer de bannière"
        confirmLabel="Valider"
        onConfirm={() => void validate()}
        onClose={() => setOpen(false)}
        pending={isLoading}
        confirmDisabled={!picked}
        width="wide"
      >
        {banners.isFetching ? (
          <Text>Chargement…</Text>
        ) : banners.isError ? (
          <ErrorState status="error" message={genericErrorMessage} />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" role="radiogroup" aria-label="Tes bannières">
            {unlocked.map(({ banner }) => (
              <chakra.button
                key={banner.id}
                type="button"
                role="radio"
                aria-checked={picked === banner.name}
                onClick={() => setPicked(banner.name)}
                borderWidth="2px"
                borderColor={picked === banner.name ? 'gold.solid' : 'transparent'}
                borderRadius="lg"
                overflow="hidden"
                textAlign="left"
                bg="whiteAlpha.50"
                _focusVisible={{ outline: '2px solid', outlineColor: 'gold.solid' }}
              >
                <Box h="20" bgImage={`url(${banner.imageUrl})`} bgSize="cover" bgPos="center" />
                <Text px="3" py="2">
                  {banner.title}
                </Text>
              </chakra.button>
            ))}
          </SimpleGrid>
        )}
      </ConfirmDialog>
    </Box>
  );
}
