import { NavLink, Navigate, useParams } from 'react-router';
import { pathTo } from '@zu/shared-platform';
import { Container, controlClassNames, HStack, PageHeading } from '@zu/shared-ui';
import { CorporationsInfo } from './CorporationsInfo';
import { CorporationsList } from './CorporationsList';

const modes = { liste: 'Toutes les corporations', info: 'Comment ça marche' } as const;
type Mode = keyof typeof modes;

/** `/corporations/liste` (from the API) and `/corporations/info` (the rules). */
export default function CorporationsPage() {
  const { displayMode } = useParams();
  if (displayMode !== 'liste' && displayMode !== 'info')
    return <Navigate to={pathTo('Corporations', { displayMode: 'liste' })} replace />;
  return (
    <Container maxW="7xl" py="8">
      <PageHeading title="Corporations">Rejoins une équipe, remplis son trésor et partagez vos bonus.</PageHeading>
      <HStack as="nav" aria-label="Corporations" gap="2" mb="6">
        {(Object.keys(modes) as Mode[]).map((mode) => (
          <NavLink key={mode} className={controlClassNames.pillLink} to={pathTo('Corporations', { displayMode: mode })}>
            {modes[mode]}
          </NavLink>
        ))}
      </HStack>
      {displayMode === 'liste' ? <CorporationsList /> : <CorporationsInfo />}
    </Container>
  );
}
