// Play the chat game from a terminal, through the running API (DEV_TOOLS=on, as `npm start` sets):
//   npm run play -w api -- <player> <command> [args…] [--normal]
// e.g. `npm run play -w api -- joueur.test invoke golden`, `npm run play -w api -- joueur.test new-day`.
// The hardcore rule set by default, as on this site; --normal plays the normal one.
import { chatCommandUsage } from '../orchestrator/chat-commands';
import { loadConfig } from '../config';

const argv = process.argv.slice(2);
const normal = argv.includes('--normal');
const [player, command, ...args] = argv.filter((arg) => arg !== '--normal');
if (!player || !command) {
  console.error(
    `usage: npm run play -w api -- <joueur> <commande> [arguments] [--normal]\ncommandes:\n  ${chatCommandUsage().join('\n  ')}`,
  );
  process.exit(2);
}

const config = loadConfig();
let response: Response;
try {
  response = await fetch(`http://localhost:${config.port}/dev/play`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ player, command, args, ruleSet: normal ? 'NORMAL' : 'HARDCORE' }),
    signal: AbortSignal.timeout(120_000),
  });
} catch {
  console.error(`No API on port ${config.port}: start the site with \`npm start\` first.`);
  process.exit(1);
}
const body: unknown = await response.json().catch(() => ({}));
if (response.status === 404 && !(body as { code?: string }).code) {
  console.error('The running API has no development tools: start it with DEV_TOOLS=on (npm start does).');
  process.exit(1);
}
console.log(JSON.stringify(body, null, 2));
process.exit(response.ok ? 0 : 1);
