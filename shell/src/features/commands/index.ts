export { CommandGroupNav } from './components/CommandGroupNav';
export { CommandGroupSection } from './components/CommandGroupSection';
export { CommandSyntaxHelp } from './components/CommandSyntaxHelp';
export { commandGroups } from './model/command-groups';
