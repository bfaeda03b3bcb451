import type { PlayerProfile } from '@zu/shared-contract';
import { Link } from 'react-router';
import { pathTo, type RouteName } from '@zu/shared-platform';
import { SubscriptionFlow } from '@zu/shared-platform/widgets';
import { Button, HStack, Spacer } from '@zu/shared-ui';
import { BannerChangeDialog } from '../../banners';
import type { InventoryMode } from '../model/inventory-mode';
import { InventoryModeSwitch } from './InventoryModeSwitch';

export interface UserLayoutActionsProps {
  profile: PlayerProfile;
  discordUserName: string;
  route: RouteName | undefined;
  own: boolean;
  canSubscribe: boolean;
  showConstellations: boolean;
  showCalendar: boolean;
  inventoryMode: InventoryMode;
  onInventoryModeChange: (mode: InventoryMode) => void;
}

/** The actions under the profile's tabs, drawn as buttons (the tabs are the only tab bar); which ones show is decided
 * by the layout's rules. */
export function UserLayoutActions(props: UserLayoutActionsProps) {
  const { profile, discordUserName, route, own } = props;
  const onSubpage = route !== undefined && route !== 'UserOverview';
  const inInventory = route === 'UserInventory' || route === 'UserCompare';
  return (
    <HStack gap="2" wrap="wrap" py="3" data-testid="user-layout-actions">
      {onSubpage ? (
        <Button asChild size="sm" variant="ghost">
          <Link to={pathTo('UserOverview', { discordUserName })}>
            <span aria-hidden="true">←</span> Retour au profil
          </Link>
        </Button>
      ) : null}
      {inInventory ? (
        <InventoryModeSwitch
          discordUserName={discordUserName}
          mode={props.inventoryMode}
          onChange={props.onInventoryModeChange}
        />
      ) : null}
      <Spacer />
      {props.showConstellations ? (
        <Button asChild size="sm" variant="outline">
          <Link to={pathTo('UserInventoryConstellation', { discordUserName })}>Constellations</Link>
        </Button>
      ) : null}
      {props.showCalendar ? (
        <Button asChild size="sm" variant="outline">
          <Link to={pathTo('HolidaysCalendar', { discordUserName })}>Calendrier festif</Link>
        </Button>
      ) : null}
      {own && route === 'UserBanner' ? <BannerChangeDialog userName={discordUserName} /> : null}
      {/* Mounted on one's own profile even once subscribed, so that 'Validé !' outlives the button. */}
      {own ? <SubscriptionFlow profile={profile} showButton={props.canSubscribe} /> : null}
    </HStack>
  );
}
