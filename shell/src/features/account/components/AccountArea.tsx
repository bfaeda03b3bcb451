import { useNavigate } from 'react-router';
import { resumableSessionKeys, useAuth } from '@zu/shared-auth';
import { useAppSettingsQuery, usePublicUserQuery } from '@zu/shared-platform';
import { Box, Button, HStack, OnDemandMenu, Skeleton } from '@zu/shared-ui';
import { userMenuItems } from '../model/user-menu-items';
import { HeaderBalance } from './HeaderBalance';

/**
 * 'Se connecter' for a visitor; the player's menu once signed in. While a stored session is being resumed, a
 * placeholder of the button's size: a returning player sees no visitor button flash before their menu.
 */
export function AccountArea() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { data: settings, isLoading: settingsLoading } = useAppSettingsQuery();
  const { data: account, isLoading: accountLoading } = usePublicUserQuery(auth.userName ?? '', {
    skip: !auth.userName,
  });

  const signInButton = (hidden?: boolean) => (
    <Button
      size="sm"
      colorPalette="gold"
      onClick={auth.login}
      data-early-control="sign-in"
      hidden={hidden}
      data-visitor-only={hidden ? resumableSessionKeys.join(' ') : undefined}
    >
      Se connecter
    </Button>
  );
  if (auth.isResuming && !auth.isAuthenticated) {
    const placeholder = (
      <Skeleton
        data-testid="account-pending"
        aria-hidden="true"
        height="8"
        width="28"
        borderRadius="md"
        data-until-visitor-known=""
      />
    );
    // Rendered ahead of visits, who visits is unknown: the HTML holds the visitor's button too, hidden, and the
    // page's boot script shows it in the placeholder's stead when the browser holds no session to resume.
    if (typeof window !== 'undefined') return placeholder;
    return (
      <>
        {placeholder}
        {signInButton(true)}
      </>
    );
  }
  if (!auth.isAuthenticated || !auth.userName) return signInButton();
  // The menu's items follow the game's features and the player's corporation: it opens once both have answered (or
  // failed), so that no item, 'Se déconnecter' last, moves under the pointer as they arrive.
  const menuPending = settingsLoading || accountLoading;
  const items = userMenuItems({
    userName: auth.userName,
    features: settings?.gameFeatures ?? [],
    inCalendarPeriod: settings?.inCalendarPeriod ?? false,
    corporation: account?.userCorporation?.corporation,
  });
  return (
    <HStack gap="3">
      {account ? <HeaderBalance balance={account.user.balance} /> : null}
      <OnDemandMenu
        trigger={
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            color="white"
            aria-label={`Menu de ${auth.userName}`}
            disabled={menuPending}
            aria-busy={menuPending || undefined}
          >
            <Box as="span" maxW={{ base: '8rem', xl: '14rem' }} truncate>
              {account?.user.discordGlobalName ?? auth.userName}
            </Box>
          </Button>
        }
      >
        {(Menu) => (
          <Menu.Positioner>
            <Menu.Content minW="56">
              {items.map((item) => (
                <Menu.Item key={item.to} value={item.to} onSelect={() => navigate(item.to)}>
                  {item.label}
                </Menu.Item>
              ))}
              <Menu.Separator />
              <Menu.Item value="logout" onSelect={auth.logout} color="red.300">
                Se déconnecter
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        )}
      </OnDemandMenu>
    </HStack>
  );
}
