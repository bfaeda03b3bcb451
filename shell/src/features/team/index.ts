export { ArtCredits } from './components/ArtCredits';
export { ContactTheTeam } from './components/ContactTheTeam';
export { TeamRoleSection } from './components/TeamRoleSection';
export { teamRoles } from './model/team-roles';
