import type { PlayerProfile } from '@zu/shared-contract';
import { Link } from 'react-router';
import { pathTo, type RouteName } from '@zu/shared-platform';
import { SubscriptionFlow } from '@zu/shared-platform/widgets';
import { controlClassNames, HStack, Spacer } from '@zu/shared-ui';
import { BannerChangeDialog } from '../../banners/components/BannerChangeDialog';
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

/** The buttons under the profile's tabs; which ones show is decided by the layout's rules. */
export function UserLayoutActions(props: UserLayoutActionsProps) {
  const { profile, discordUserName, route, own } = props;
  const onSubpage = route !== undefined && route !== 'UserOverview';
  const inInventory = route === 'UserInventory' || route === 'UserCompare';
  return (
    <HStack gap="2" wrap="wrap" py="3" data-testid="user-layout-actions">
      {onSubpage ? (
        <Link className={controlClassNames.pillLink} to={pathTo('UserOverview', { discordUserName })}>
          Retour au profil
        </Link>
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
        <Link className={controlClassNames.pillLink} to={pathTo('UserInventoryConstellation', { discordUserName })}>
          Constellations
        </Link>
      ) : null}
      {props.showCalendar ? (
        <Link className={controlClassNames.pillLink} to={pathTo('HolidaysCalendar', { discordUserName })}>
          Calendrier festif
        </Link>
      ) : null}
      {own && route === 'UserBanner' ? <BannerChangeDialog userName={discordUserName} /> : null}
      {/* Mounted on one's own profile even once subscribed, so that 'Validé !' outlives the button. */}
      {own ? <SubscriptionFlow profile={profile} showButton={props.canSubscribe} /> : null}
    </HStack>
  );
}
