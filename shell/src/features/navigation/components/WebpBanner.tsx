import { useEffect, useState } from 'react';
import { Box, Text } from '@zu/shared-ui';
import { detectWebpSupport } from '../model/webp-support';

/** Card images are WebP: a browser that cannot decode them gets a red banner in French. */
export function WebpBanner() {
  const [supported, setSupported] = useState(true);
  useEffect(() => {
    let active = true;
    void detectWebpSupport().then((result) => active && setSupported(result));
    return () => {
      active = false;
    };
  }, []);
  if (supported) return null;
  return (
    <Box role="alert" bg="red.600" color="white" textAlign="center" py="2" px="4">
      <Text fontWeight="bold">Ton navigateur ne supporte pas le format d'image WebP</Text>
      <Text fontSize="sm">Met à jour ton navigateur ou passe sur Chrome ou Firefox pour voir les images</Text>
    </Box>
  );
}
